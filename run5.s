000000000007b5f0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n>:
   7b5f0:	push   %rbp
   7b5f1:	mov    %rsp,%rbp
   7b5f4:	push   %r15
   7b5f6:	push   %r14
   7b5f8:	push   %r13
   7b5fa:	push   %rbx
   7b5fb:	sub    $0x110,%rsp
   7b602:	mov    %rdx,%r13
   7b605:	movzbl (%rdi),%eax
   7b608:	cmp    $0x3f,%al
   7b60a:	ja     7fb1d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x452d>
   7b610:	movabs $0x100003600,%rcx
   7b61a:	xor    %r15d,%r15d
   7b61d:	nopl   (%rax)
   7b620:	movzbl %al,%edx
   7b623:	bt     %rdx,%rcx
   7b627:	jae    7b636 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x46>
   7b629:	movzbl 0x1(%rdi,%r15,1),%eax
   7b62f:	inc    %r15
   7b632:	cmp    $0x40,%al
   7b634:	jb     7b620 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x30>
   7b636:	cmp    %rsi,%r15
   7b639:	jge    7fb29 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4539>
   7b63f:	and    $0xdf,%al
   7b641:	cmp    $0x4d,%al
   7b643:	jne    7fb2f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x453f>
   7b649:	xorpd  %xmm3,%xmm3
   7b64d:	movabs $0x100003600,%rdx
   7b657:	xor    %r8d,%r8d
   7b65a:	xorpd  %xmm0,%xmm0
   7b65e:	movapd %xmm0,-0x90(%rbp)
   7b666:	movapd %xmm0,-0xe0(%rbp)
   7b66e:	mov    %rsi,-0x38(%rbp)
   7b672:	mov    %rdi,-0x28(%rbp)
   7b676:	mov    %r13,-0x30(%rbp)
   7b67a:	mov    %r12,-0x68(%rbp)
   7b67e:	movapd %xmm3,%xmm0
   7b682:	mov    %r8d,%r9d
   7b685:	jmp    7b6aa <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xba>
   7b687:	nopw   0x0(%rax,%rax,1)
   7b690:	mov    0x0(%r13),%rcx
   7b694:	movb   $0x4,(%rcx,%rax,1)
   7b698:	inc    %rax
   7b69b:	mov    %rax,0x8(%r13)
   7b69f:	mov    $0x7a,%r9b
   7b6a2:	movapd -0xe0(%rbp),%xmm0
   7b6aa:	movzbl (%rdi,%r15,1),%ebx
   7b6af:	mov    %r15,%r14
   7b6b2:	cmp    $0x3f,%bl
   7b6b5:	ja     7b6d7 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xe7>
   7b6b7:	nopw   0x0(%rax,%rax,1)
   7b6c0:	movzbl %bl,%eax
   7b6c3:	bt     %rax,%rdx
   7b6c7:	jae    7b6d7 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xe7>
   7b6c9:	movzbl 0x1(%rdi,%r14,1),%ebx
   7b6cf:	inc    %r14
   7b6d2:	cmp    $0x40,%bl
   7b6d5:	jb     7b6c0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xd0>
   7b6d7:	cmp    %rsi,%r14
   7b6da:	jge    7fb2d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x453d>
   7b6e0:	mov    %ebx,%r8d
   7b6e3:	or     $0x20,%r8b
   7b6e7:	lea    0x1(%r14),%r15
   7b6eb:	cmp    $0x7a,%r8b
   7b6ef:	jne    7b723 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x133>
   7b6f1:	mov    0x8(%r13),%rax
   7b6f5:	cmp    0x10(%r13),%rax
   7b6f9:	jne    7b690 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xa0>
   7b6fb:	mov    -0x30(%rbp),%r13
   7b6ff:	call   7ad40 <$s14InkInterchange17SVGPathDataParserO4SinkV9growVerbs33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7b704:	movabs $0x100003600,%rdx
   7b70e:	mov    -0x30(%rbp),%r13
   7b712:	mov    -0x28(%rbp),%rdi
   7b716:	mov    -0x38(%rbp),%rsi
   7b71a:	mov    0x8(%r13),%rax
   7b71e:	jmp    7b690 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xa0>
   7b723:	movzbl (%rdi,%r15,1),%eax
   7b728:	cmp    $0x3f,%al
   7b72a:	ja     7b746 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x156>
   7b72c:	nopl   0x0(%rax)
   7b730:	movzbl %al,%eax
   7b733:	bt     %rax,%rdx
   7b737:	jae    7b746 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x156>
   7b739:	movzbl 0x1(%rdi,%r15,1),%eax
   7b73f:	inc    %r15
   7b742:	cmp    $0x40,%al
   7b744:	jb     7b730 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x140>
   7b746:	xor    %r10d,%r10d
   7b749:	mov    %r8,-0x70(%rbp)
   7b74d:	mov    %bl,-0x39(%rbp)
   7b750:	movapd %xmm0,-0xb0(%rbp)
   7b758:	cmp    $0x6d,%r8b
   7b75c:	je     7b870 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x280>
   7b762:	movzbl %r8b,%eax
   7b766:	add    $0xffffff9f,%eax
   7b769:	cmp    $0x15,%eax
   7b76c:	ja     7fc15 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4625>
   7b772:	lea    0xab337(%rip),%rcx        # 126ab0 <$s14InkInterchange16SVGPathDataErrorV4KindOMn+0x20>
   7b779:	movslq (%rcx,%rax,4),%rax
   7b77d:	add    %rcx,%rax
   7b780:	jmp    *%rax
   7b782:	mov    (%rdi,%r15,1),%r10
   7b786:	mov    %r10,%r8
   7b789:	movabs $0x3030303030303030,%rax
   7b793:	xor    %rax,%r8
   7b796:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7b7a0:	lea    -0x1(%rcx),%rdx
   7b7a4:	mov    %r8,%rax
   7b7a7:	mov    %rdx,-0x50(%rbp)
   7b7ab:	and    %rdx,%rax
   7b7ae:	movabs $0x7676767676767676,%rdx
   7b7b8:	add    %rdx,%rax
   7b7bb:	or     %r10,%rax
   7b7be:	movabs $0x8080808080808080,%rdi
   7b7c8:	and    %rdi,%rax
   7b7cb:	mov    %r10,%rdx
   7b7ce:	and    %rcx,%rdx
   7b7d1:	movabs $0x2e2e2e2e2e2e2e2e,%rsi
   7b7db:	xor    %rsi,%rdx
   7b7de:	add    %rcx,%rdx
   7b7e1:	or     %r10,%rdx
   7b7e4:	not    %rdx
   7b7e7:	movzbl %r10b,%esi
   7b7eb:	lea    -0x2b(%rsi),%rcx
   7b7ef:	and    $0xfffffffffffffffd,%rcx
   7b7f3:	neg    %rcx
   7b7f6:	mov    $0x0,%ecx
   7b7fb:	sbb    %rcx,%rcx
   7b7fe:	or     $0xffffffffffffff7f,%rcx
   7b805:	and    %rax,%rcx
   7b808:	mov    %rcx,%r12
   7b80b:	neg    %r12
   7b80e:	and    %rdx,%r12
   7b811:	lea    -0x1(%rcx),%rax
   7b815:	test   %rcx,%r12
   7b818:	cmove  %rdi,%rax
   7b81c:	and    %rcx,%rax
   7b81f:	mov    $0x40,%edi
   7b824:	tzcnt  %rax,%rdi
   7b829:	mov    %edi,%eax
   7b82b:	shr    $0x3,%eax
   7b82e:	mov    $0x40,%r9d
   7b834:	tzcnt  %rcx,%r9
   7b839:	shr    $0x3,%r9d
   7b83d:	cmp    $0x2d,%sil
   7b841:	je     7b850 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x260>
   7b843:	movzbl %r10b,%edx
   7b847:	cmp    $0x2b,%edx
   7b84a:	jne    7c863 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1273>
   7b850:	dec    %r9
   7b853:	lea    -0x1(%rax),%r11
   7b857:	mov    $0x8,%edx
   7b85c:	jmp    7c868 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1278>
   7b861:	data16 data16 data16 data16 data16 cs nopw 0x0(%rax,%rax,1)
   7b870:	mov    %r10d,-0xa0(%rbp)
   7b877:	mov    (%rdi,%r15,1),%r10
   7b87b:	mov    %r10,%r8
   7b87e:	movabs $0x3030303030303030,%rax
   7b888:	xor    %rax,%r8
   7b88b:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7b895:	lea    -0x1(%rcx),%r13
   7b899:	mov    %r8,%rax
   7b89c:	and    %r13,%rax
   7b89f:	movabs $0x7676767676767676,%rdx
   7b8a9:	add    %rdx,%rax
   7b8ac:	or     %r10,%rax
   7b8af:	movabs $0x8080808080808080,%rdi
   7b8b9:	and    %rdi,%rax
   7b8bc:	mov    %r10,%rdx
   7b8bf:	and    %rcx,%rdx
   7b8c2:	movabs $0x2e2e2e2e2e2e2e2e,%rsi
   7b8cc:	xor    %rsi,%rdx
   7b8cf:	add    %rcx,%rdx
   7b8d2:	or     %r10,%rdx
   7b8d5:	not    %rdx
   7b8d8:	movzbl %r10b,%esi
   7b8dc:	lea    -0x2b(%rsi),%rcx
   7b8e0:	and    $0xfffffffffffffffd,%rcx
   7b8e4:	neg    %rcx
   7b8e7:	mov    $0x0,%ecx
   7b8ec:	sbb    %rcx,%rcx
   7b8ef:	or     $0xffffffffffffff7f,%rcx
   7b8f6:	and    %rax,%rcx
   7b8f9:	mov    %rcx,%r12
   7b8fc:	neg    %r12
   7b8ff:	and    %rdx,%r12
   7b902:	lea    -0x1(%rcx),%rax
   7b906:	test   %rcx,%r12
   7b909:	cmove  %rdi,%rax
   7b90d:	and    %rcx,%rax
   7b910:	mov    $0x40,%edi
   7b915:	tzcnt  %rax,%rdi
   7b91a:	mov    %edi,%eax
   7b91c:	shr    $0x3,%eax
   7b91f:	mov    $0x40,%r9d
   7b925:	tzcnt  %rcx,%r9
   7b92a:	shr    $0x3,%r9d
   7b92e:	cmp    $0x2d,%sil
   7b932:	je     7b93d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x34d>
   7b934:	movzbl %r10b,%edx
   7b938:	cmp    $0x2b,%edx
   7b93b:	jne    7b94b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x35b>
   7b93d:	dec    %r9
   7b940:	lea    -0x1(%rax),%r11
   7b944:	mov    $0x8,%edx
   7b949:	jmp    7b950 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x360>
   7b94b:	xor    %edx,%edx
   7b94d:	mov    %rax,%r11
   7b950:	and    %rcx,%r12
   7b953:	cmp    $0x1,%r12
   7b957:	adc    $0xffffffffffffffff,%r11
   7b95b:	mov    %edi,%ecx
   7b95d:	and    $0x38,%cl
   7b960:	shr    %cl,%r10
   7b963:	cmp    $0x3f,%rdi
   7b967:	mov    %r13,-0x50(%rbp)
   7b96b:	ja     7ba50 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x460>
   7b971:	test   %r11,%r11
   7b974:	jle    7ba50 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x460>
   7b97a:	and    $0xdf,%r10d
   7b981:	cmp    $0x45,%r10d
   7b985:	je     7ba50 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x460>
   7b98b:	mov    %edx,%ecx
   7b98d:	shr    %cl,%r8
   7b990:	lea    0x0(,%r9,8),%ecx
   7b998:	mov    %r8,%rdx
   7b99b:	shr    $0x8,%rdx
   7b99f:	xor    %r8,%rdx
   7b9a2:	shr    %cl,%rdx
   7b9a5:	shl    %cl,%rdx
   7b9a8:	xor    %r8,%rdx
   7b9ab:	lea    0x0(,%r11,8),%ecx
   7b9b3:	neg    %cl
   7b9b5:	shl    %cl,%rdx
   7b9b8:	lea    (%rdx,%rdx,4),%rcx
   7b9bc:	shr    $0x8,%rdx
   7b9c0:	lea    (%rdx,%rcx,2),%rcx
   7b9c4:	mov    %rcx,%rdx
   7b9c7:	movabs $0xff000000ff,%r10
   7b9d1:	and    %r10,%rdx
   7b9d4:	movabs $0xf424000000064,%r8
   7b9de:	imul   %r8,%rdx
   7b9e2:	shr    $0x10,%rcx
   7b9e6:	and    %r10,%rcx
   7b9e9:	movabs $0x271000000001,%r8
   7b9f3:	imul   %r8,%rcx
   7b9f7:	add    %rdx,%rcx
   7b9fa:	shr    $0x20,%rcx
   7b9fe:	cvtsi2sd %rcx,%xmm3
   7ba03:	sub    %r9,%r11
   7ba06:	je     7ba1c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x42c>
   7ba08:	js     7fc7d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x468d>
   7ba0e:	lea    0xa3713(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7ba15:	divsd  0x28(%rcx,%r11,8),%xmm3
   7ba1c:	cmp    $0x8,%edi
   7ba1f:	jb     7ba50 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x460>
   7ba21:	cmp    $0x2d,%esi
   7ba24:	mov    $0x0,%ecx
   7ba29:	movabs $0x8000000000000000,%rdx
   7ba33:	cmove  %rdx,%rcx
   7ba37:	movq   %rcx,%xmm0
   7ba3c:	orpd   %xmm0,%xmm3
   7ba40:	add    %r15,%rax
   7ba43:	mov    -0x28(%rbp),%r13
   7ba47:	jmp    7ba67 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x477>
   7ba49:	nopl   0x0(%rax)
   7ba50:	mov    -0x28(%rbp),%r13
   7ba54:	mov    %r13,%rdi
   7ba57:	mov    %r15,%rsi
   7ba5a:	mov    -0x38(%rbp),%rdx
   7ba5e:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7ba63:	movapd %xmm0,%xmm3
   7ba67:	movabs $0x100003600,%rdi
   7ba71:	movzbl 0x0(%r13,%rax,1),%edx
   7ba77:	cmp    $0x20,%dl
   7ba7a:	jne    7ba91 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4a1>
   7ba7c:	movzbl 0x1(%r13,%rax,1),%edx
   7ba82:	inc    %rax
   7ba85:	lea    -0x30(%rdx),%ecx
   7ba88:	cmp    $0xa,%cl
   7ba8b:	jb     7c030 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xa40>
   7ba91:	cmp    $0x3f,%dl
   7ba94:	ja     7c030 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xa40>
   7ba9a:	lea    0x1(%rax),%rcx
   7ba9e:	xchg   %ax,%ax
   7baa0:	movzbl %dl,%esi
   7baa3:	bt     %rsi,%rdi
   7baa7:	jae    7babf <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4cf>
   7baa9:	movzbl 0x1(%r13,%rax,1),%edx
   7baaf:	inc    %rax
   7bab2:	inc    %rcx
   7bab5:	cmp    $0x40,%dl
   7bab8:	jb     7baa0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4b0>
   7baba:	jmp    7c030 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xa40>
   7babf:	cmp    $0x2c,%dl
   7bac2:	jne    7c030 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xa40>
   7bac8:	nopl   0x0(%rax,%rax,1)
   7bad0:	movzbl 0x0(%r13,%rcx,1),%edx
   7bad6:	cmp    $0x3f,%rdx
   7bada:	ja     7c02d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xa3d>
   7bae0:	mov    %rcx,%rax
   7bae3:	inc    %rcx
   7bae6:	bt     %rdx,%rdi
   7baea:	jb     7bad0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4e0>
   7baec:	jmp    7c030 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xa40>
   7baf1:	mov    %r9b,-0xa0(%rbp)
   7baf8:	mov    (%rdi,%r15,1),%r10
   7bafc:	mov    %r10,%r8
   7baff:	movabs $0x3030303030303030,%rax
   7bb09:	xor    %rax,%r8
   7bb0c:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7bb16:	lea    -0x1(%rcx),%rdx
   7bb1a:	mov    %r8,%rax
   7bb1d:	mov    %rdx,-0x50(%rbp)
   7bb21:	and    %rdx,%rax
   7bb24:	movabs $0x7676767676767676,%rdx
   7bb2e:	add    %rdx,%rax
   7bb31:	or     %r10,%rax
   7bb34:	movabs $0x8080808080808080,%rdi
   7bb3e:	and    %rdi,%rax
   7bb41:	mov    %r10,%rdx
   7bb44:	and    %rcx,%rdx
   7bb47:	movabs $0x2e2e2e2e2e2e2e2e,%rsi
   7bb51:	xor    %rsi,%rdx
   7bb54:	add    %rcx,%rdx
   7bb57:	or     %r10,%rdx
   7bb5a:	not    %rdx
   7bb5d:	movzbl %r10b,%esi
   7bb61:	lea    -0x2b(%rsi),%rcx
   7bb65:	and    $0xfffffffffffffffd,%rcx
   7bb69:	neg    %rcx
   7bb6c:	mov    $0x0,%ecx
   7bb71:	sbb    %rcx,%rcx
   7bb74:	or     $0xffffffffffffff7f,%rcx
   7bb7b:	and    %rax,%rcx
   7bb7e:	mov    %rcx,%r12
   7bb81:	neg    %r12
   7bb84:	and    %rdx,%r12
   7bb87:	lea    -0x1(%rcx),%rax
   7bb8b:	test   %rcx,%r12
   7bb8e:	cmove  %rdi,%rax
   7bb92:	and    %rcx,%rax
   7bb95:	mov    $0x40,%edi
   7bb9a:	tzcnt  %rax,%rdi
   7bb9f:	mov    %edi,%eax
   7bba1:	shr    $0x3,%eax
   7bba4:	mov    $0x40,%r9d
   7bbaa:	tzcnt  %rcx,%r9
   7bbaf:	shr    $0x3,%r9d
   7bbb3:	cmp    $0x2d,%sil
   7bbb7:	je     7bbc6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x5d6>
   7bbb9:	movzbl %r10b,%edx
   7bbbd:	cmp    $0x2b,%edx
   7bbc0:	jne    7c40a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xe1a>
   7bbc6:	dec    %r9
   7bbc9:	lea    -0x1(%rax),%r11
   7bbcd:	mov    $0x8,%edx
   7bbd2:	jmp    7c40f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xe1f>
   7bbd7:	mov    (%rdi,%r15,1),%r9
   7bbdb:	mov    %r9,%rdi
   7bbde:	movabs $0x3030303030303030,%rax
   7bbe8:	xor    %rax,%rdi
   7bbeb:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7bbf5:	lea    -0x1(%rcx),%rax
   7bbf9:	and    %rdi,%rax
   7bbfc:	movabs $0x7676767676767676,%rdx
   7bc06:	add    %rdx,%rax
   7bc09:	or     %r9,%rax
   7bc0c:	movabs $0x8080808080808080,%r8
   7bc16:	and    %r8,%rax
   7bc19:	mov    %r9,%rsi
   7bc1c:	and    %rcx,%rsi
   7bc1f:	movabs $0x2e2e2e2e2e2e2e2e,%rdx
   7bc29:	xor    %rdx,%rsi
   7bc2c:	add    %rcx,%rsi
   7bc2f:	or     %r9,%rsi
   7bc32:	not    %rsi
   7bc35:	movzbl %r9b,%edx
   7bc39:	lea    -0x2b(%rdx),%rcx
   7bc3d:	and    $0xfffffffffffffffd,%rcx
   7bc41:	neg    %rcx
   7bc44:	mov    $0x0,%ecx
   7bc49:	sbb    %rcx,%rcx
   7bc4c:	or     $0xffffffffffffff7f,%rcx
   7bc53:	and    %rax,%rcx
   7bc56:	mov    %rcx,%r11
   7bc59:	neg    %r11
   7bc5c:	and    %rsi,%r11
   7bc5f:	lea    -0x1(%rcx),%rax
   7bc63:	test   %rcx,%r11
   7bc66:	cmove  %r8,%rax
   7bc6a:	and    %rcx,%rax
   7bc6d:	mov    $0x40,%esi
   7bc72:	tzcnt  %rax,%rsi
   7bc77:	mov    %esi,%eax
   7bc79:	shr    $0x3,%eax
   7bc7c:	mov    %rax,%r12
   7bc7f:	mov    $0x40,%r8d
   7bc85:	tzcnt  %rcx,%r8
   7bc8a:	shr    $0x3,%r8d
   7bc8e:	cmp    $0x2d,%dl
   7bc91:	je     7bca0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x6b0>
   7bc93:	movzbl %r9b,%eax
   7bc97:	cmp    $0x2b,%eax
   7bc9a:	jne    7c573 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xf83>
   7bca0:	dec    %r8
   7bca3:	lea    -0x1(%r12),%r10
   7bca8:	mov    $0x8,%eax
   7bcad:	jmp    7c578 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xf88>
   7bcb2:	mov    (%rdi,%r15,1),%r10
   7bcb6:	mov    %r10,%r8
   7bcb9:	movabs $0x3030303030303030,%rax
   7bcc3:	xor    %rax,%r8
   7bcc6:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7bcd0:	lea    -0x1(%rcx),%rdx
   7bcd4:	mov    %r8,%rax
   7bcd7:	mov    %rdx,-0x50(%rbp)
   7bcdb:	and    %rdx,%rax
   7bcde:	movabs $0x7676767676767676,%rdx
   7bce8:	add    %rdx,%rax
   7bceb:	or     %r10,%rax
   7bcee:	movabs $0x8080808080808080,%rdi
   7bcf8:	and    %rdi,%rax
   7bcfb:	mov    %r10,%rdx
   7bcfe:	and    %rcx,%rdx
   7bd01:	movabs $0x2e2e2e2e2e2e2e2e,%rsi
   7bd0b:	xor    %rsi,%rdx
   7bd0e:	add    %rcx,%rdx
   7bd11:	or     %r10,%rdx
   7bd14:	not    %rdx
   7bd17:	movzbl %r10b,%esi
   7bd1b:	lea    -0x2b(%rsi),%rcx
   7bd1f:	and    $0xfffffffffffffffd,%rcx
   7bd23:	neg    %rcx
   7bd26:	mov    $0x0,%ecx
   7bd2b:	sbb    %rcx,%rcx
   7bd2e:	or     $0xffffffffffffff7f,%rcx
   7bd35:	and    %rax,%rcx
   7bd38:	mov    %rcx,%r12
   7bd3b:	neg    %r12
   7bd3e:	and    %rdx,%r12
   7bd41:	lea    -0x1(%rcx),%rax
   7bd45:	test   %rcx,%r12
   7bd48:	cmove  %rdi,%rax
   7bd4c:	and    %rcx,%rax
   7bd4f:	mov    $0x40,%edi
   7bd54:	tzcnt  %rax,%rdi
   7bd59:	mov    %edi,%eax
   7bd5b:	shr    $0x3,%eax
   7bd5e:	mov    $0x40,%r9d
   7bd64:	tzcnt  %rcx,%r9
   7bd69:	shr    $0x3,%r9d
   7bd6d:	cmp    $0x2d,%sil
   7bd71:	je     7bd80 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x790>
   7bd73:	movzbl %r10b,%edx
   7bd77:	cmp    $0x2b,%edx
   7bd7a:	jne    7c6f8 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1108>
   7bd80:	dec    %r9
   7bd83:	lea    -0x1(%rax),%r11
   7bd87:	mov    $0x8,%edx
   7bd8c:	jmp    7c6fd <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x110d>
   7bd91:	mov    %r9b,-0xa0(%rbp)
   7bd98:	mov    (%rdi,%r15,1),%r10
   7bd9c:	mov    %r10,%r8
   7bd9f:	movabs $0x3030303030303030,%rax
   7bda9:	xor    %rax,%r8
   7bdac:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7bdb6:	lea    -0x1(%rcx),%r13
   7bdba:	mov    %r8,%rax
   7bdbd:	and    %r13,%rax
   7bdc0:	movabs $0x7676767676767676,%rdx
   7bdca:	add    %rdx,%rax
   7bdcd:	or     %r10,%rax
   7bdd0:	movabs $0x8080808080808080,%rdi
   7bdda:	and    %rdi,%rax
   7bddd:	mov    %r10,%rdx
   7bde0:	and    %rcx,%rdx
   7bde3:	movabs $0x2e2e2e2e2e2e2e2e,%rsi
   7bded:	xor    %rsi,%rdx
   7bdf0:	add    %rcx,%rdx
   7bdf3:	or     %r10,%rdx
   7bdf6:	not    %rdx
   7bdf9:	movzbl %r10b,%esi
   7bdfd:	lea    -0x2b(%rsi),%rcx
   7be01:	and    $0xfffffffffffffffd,%rcx
   7be05:	neg    %rcx
   7be08:	mov    $0x0,%ecx
   7be0d:	sbb    %rcx,%rcx
   7be10:	or     $0xffffffffffffff7f,%rcx
   7be17:	and    %rax,%rcx
   7be1a:	mov    %rcx,%r12
   7be1d:	neg    %r12
   7be20:	and    %rdx,%r12
   7be23:	lea    -0x1(%rcx),%rax
   7be27:	test   %rcx,%r12
   7be2a:	cmove  %rdi,%rax
   7be2e:	and    %rcx,%rax
   7be31:	mov    $0x40,%edi
   7be36:	tzcnt  %rax,%rdi
   7be3b:	mov    %edi,%eax
   7be3d:	shr    $0x3,%eax
   7be40:	mov    $0x40,%r9d
   7be46:	tzcnt  %rcx,%r9
   7be4b:	shr    $0x3,%r9d
   7be4f:	cmp    $0x2d,%sil
   7be53:	je     7be62 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x872>
   7be55:	movzbl %r10b,%edx
   7be59:	cmp    $0x2b,%edx
   7be5c:	jne    7c9d3 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x13e3>
   7be62:	dec    %r9
   7be65:	lea    -0x1(%rax),%r11
   7be69:	mov    $0x8,%edx
   7be6e:	jmp    7c9d8 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x13e8>
   7be73:	mov    (%rdi,%r15,1),%r10
   7be77:	mov    %r10,%r8
   7be7a:	movabs $0x3030303030303030,%rax
   7be84:	xor    %rax,%r8
   7be87:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7be91:	lea    -0x1(%rcx),%rdx
   7be95:	mov    %r8,%rax
   7be98:	mov    %rdx,-0x50(%rbp)
   7be9c:	and    %rdx,%rax
   7be9f:	movabs $0x7676767676767676,%rdx
   7bea9:	add    %rdx,%rax
   7beac:	or     %r10,%rax
   7beaf:	movabs $0x8080808080808080,%rdi
   7beb9:	and    %rdi,%rax
   7bebc:	mov    %r10,%rdx
   7bebf:	and    %rcx,%rdx
   7bec2:	movabs $0x2e2e2e2e2e2e2e2e,%rsi
   7becc:	xor    %rsi,%rdx
   7becf:	add    %rcx,%rdx
   7bed2:	or     %r10,%rdx
   7bed5:	not    %rdx
   7bed8:	movzbl %r10b,%esi
   7bedc:	lea    -0x2b(%rsi),%rcx
   7bee0:	and    $0xfffffffffffffffd,%rcx
   7bee4:	neg    %rcx
   7bee7:	mov    $0x0,%ecx
   7beec:	sbb    %rcx,%rcx
   7beef:	or     $0xffffffffffffff7f,%rcx
   7bef6:	and    %rax,%rcx
   7bef9:	mov    %rcx,%r12
   7befc:	neg    %r12
   7beff:	and    %rdx,%r12
   7bf02:	lea    -0x1(%rcx),%rax
   7bf06:	test   %rcx,%r12
   7bf09:	cmove  %rdi,%rax
   7bf0d:	and    %rcx,%rax
   7bf10:	mov    $0x40,%edi
   7bf15:	tzcnt  %rax,%rdi
   7bf1a:	mov    %edi,%eax
   7bf1c:	shr    $0x3,%eax
   7bf1f:	mov    $0x40,%r9d
   7bf25:	tzcnt  %rcx,%r9
   7bf2a:	shr    $0x3,%r9d
   7bf2e:	cmp    $0x2d,%sil
   7bf32:	je     7bf41 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x951>
   7bf34:	movzbl %r10b,%edx
   7bf38:	cmp    $0x2b,%edx
   7bf3b:	jne    7cb43 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1553>
   7bf41:	dec    %r9
   7bf44:	lea    -0x1(%rax),%r11
   7bf48:	mov    $0x8,%edx
   7bf4d:	jmp    7cb48 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1558>
   7bf52:	mov    (%rdi,%r15,1),%r9
   7bf56:	mov    %r9,%rdi
   7bf59:	movabs $0x3030303030303030,%rax
   7bf63:	xor    %rax,%rdi
   7bf66:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7bf70:	lea    -0x1(%rcx),%rax
   7bf74:	and    %rdi,%rax
   7bf77:	movabs $0x7676767676767676,%rdx
   7bf81:	add    %rdx,%rax
   7bf84:	or     %r9,%rax
   7bf87:	movabs $0x8080808080808080,%r8
   7bf91:	and    %r8,%rax
   7bf94:	mov    %r9,%rsi
   7bf97:	and    %rcx,%rsi
   7bf9a:	movabs $0x2e2e2e2e2e2e2e2e,%rdx
   7bfa4:	xor    %rdx,%rsi
   7bfa7:	add    %rcx,%rsi
   7bfaa:	or     %r9,%rsi
   7bfad:	not    %rsi
   7bfb0:	movzbl %r9b,%edx
   7bfb4:	lea    -0x2b(%rdx),%rcx
   7bfb8:	and    $0xfffffffffffffffd,%rcx
   7bfbc:	neg    %rcx
   7bfbf:	mov    $0x0,%ecx
   7bfc4:	sbb    %rcx,%rcx
   7bfc7:	or     $0xffffffffffffff7f,%rcx
   7bfce:	and    %rax,%rcx
   7bfd1:	mov    %rcx,%r11
   7bfd4:	neg    %r11
   7bfd7:	and    %rsi,%r11
   7bfda:	lea    -0x1(%rcx),%rax
   7bfde:	test   %rcx,%r11
   7bfe1:	cmove  %r8,%rax
   7bfe5:	and    %rcx,%rax
   7bfe8:	mov    $0x40,%esi
   7bfed:	tzcnt  %rax,%rsi
   7bff2:	mov    %esi,%eax
   7bff4:	shr    $0x3,%eax
   7bff7:	mov    %rax,%r12
   7bffa:	mov    $0x40,%r8d
   7c000:	tzcnt  %rcx,%r8
   7c005:	shr    $0x3,%r8d
   7c009:	cmp    $0x2d,%dl
   7c00c:	je     7c01b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xa2b>
   7c00e:	movzbl %r9b,%eax
   7c012:	cmp    $0x2b,%eax
   7c015:	jne    7ccb3 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x16c3>
   7c01b:	dec    %r8
   7c01e:	lea    -0x1(%r12),%r10
   7c023:	mov    $0x8,%eax
   7c028:	jmp    7ccb8 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x16c8>
   7c02d:	mov    %rcx,%rax
   7c030:	mov    0x0(%r13,%rax,1),%r10
   7c035:	mov    %r10,%r8
   7c038:	movabs $0x3030303030303030,%rcx
   7c042:	xor    %rcx,%r8
   7c045:	mov    -0x50(%rbp),%r9
   7c049:	and    %r8,%r9
   7c04c:	movabs $0x7676767676767676,%rcx
   7c056:	add    %rcx,%r9
   7c059:	or     %r10,%r9
   7c05c:	movabs $0x8080808080808080,%rdi
   7c066:	and    %rdi,%r9
   7c069:	mov    %r10,%rdx
   7c06c:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7c076:	and    %rcx,%rdx
   7c079:	movabs $0x2e2e2e2e2e2e2e2e,%rsi
   7c083:	xor    %rsi,%rdx
   7c086:	add    %rcx,%rdx
   7c089:	or     %r10,%rdx
   7c08c:	not    %rdx
   7c08f:	movzbl %r10b,%esi
   7c093:	lea    -0x2b(%rsi),%rcx
   7c097:	and    $0xfffffffffffffffd,%rcx
   7c09b:	neg    %rcx
   7c09e:	mov    $0x0,%ecx
   7c0a3:	sbb    %rcx,%rcx
   7c0a6:	or     $0xffffffffffffff7f,%rcx
   7c0ad:	and    %r9,%rcx
   7c0b0:	mov    %rcx,%r12
   7c0b3:	neg    %r12
   7c0b6:	and    %rdx,%r12
   7c0b9:	lea    -0x1(%rcx),%rdx
   7c0bd:	test   %rcx,%r12
   7c0c0:	cmove  %rdi,%rdx
   7c0c4:	and    %rcx,%rdx
   7c0c7:	mov    $0x40,%edi
   7c0cc:	tzcnt  %rdx,%rdi
   7c0d1:	mov    %edi,%r11d
   7c0d4:	shr    $0x3,%r11d
   7c0d8:	mov    $0x40,%r9d
   7c0de:	tzcnt  %rcx,%r9
   7c0e3:	shr    $0x3,%r9d
   7c0e7:	cmp    $0x2d,%sil
   7c0eb:	mov    %r11,-0x80(%rbp)
   7c0ef:	je     7c0fa <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xb0a>
   7c0f1:	movzbl %r10b,%edx
   7c0f5:	cmp    $0x2b,%edx
   7c0f8:	jne    7c107 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xb17>
   7c0fa:	dec    %r9
   7c0fd:	dec    %r11
   7c100:	mov    $0x8,%edx
   7c105:	jmp    7c109 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xb19>
   7c107:	xor    %edx,%edx
   7c109:	mov    -0x30(%rbp),%r13
   7c10d:	and    %rcx,%r12
   7c110:	cmp    $0x1,%r12
   7c114:	adc    $0xffffffffffffffff,%r11
   7c118:	mov    %edi,%ecx
   7c11a:	and    $0x38,%cl
   7c11d:	shr    %cl,%r10
   7c120:	cmp    $0x3f,%rdi
   7c124:	ja     7c210 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xc20>
   7c12a:	test   %r11,%r11
   7c12d:	jle    7c210 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xc20>
   7c133:	and    $0xdf,%r10d
   7c13a:	cmp    $0x45,%r10d
   7c13e:	je     7c210 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xc20>
   7c144:	mov    %edx,%ecx
   7c146:	shr    %cl,%r8
   7c149:	lea    0x0(,%r9,8),%ecx
   7c151:	mov    %r8,%rdx
   7c154:	shr    $0x8,%rdx
   7c158:	xor    %r8,%rdx
   7c15b:	shr    %cl,%rdx
   7c15e:	shl    %cl,%rdx
   7c161:	xor    %r8,%rdx
   7c164:	lea    0x0(,%r11,8),%ecx
   7c16c:	neg    %cl
   7c16e:	shl    %cl,%rdx
   7c171:	lea    (%rdx,%rdx,4),%rcx
   7c175:	shr    $0x8,%rdx
   7c179:	lea    (%rdx,%rcx,2),%rcx
   7c17d:	mov    %rcx,%rdx
   7c180:	movabs $0xff000000ff,%r10
   7c18a:	and    %r10,%rdx
   7c18d:	movabs $0xf424000000064,%r8
   7c197:	imul   %r8,%rdx
   7c19b:	shr    $0x10,%rcx
   7c19f:	and    %r10,%rcx
   7c1a2:	movabs $0x271000000001,%r8
   7c1ac:	imul   %r8,%rcx
   7c1b0:	add    %rdx,%rcx
   7c1b3:	shr    $0x20,%rcx
   7c1b7:	cvtsi2sd %rcx,%xmm0
   7c1bc:	sub    %r9,%r11
   7c1bf:	je     7c1d5 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xbe5>
   7c1c1:	js     7fc7f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x468f>
   7c1c7:	lea    0xa2f5a(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7c1ce:	divsd  0x28(%rcx,%r11,8),%xmm0
   7c1d5:	cmp    $0x8,%edi
   7c1d8:	jb     7c210 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xc20>
   7c1da:	cmp    $0x2d,%esi
   7c1dd:	mov    $0x0,%ecx
   7c1e2:	movabs $0x8000000000000000,%rdx
   7c1ec:	cmove  %rdx,%rcx
   7c1f0:	movq   %rcx,%xmm1
   7c1f5:	orpd   %xmm1,%xmm0
   7c1f9:	mov    -0x80(%rbp),%r11
   7c1fd:	add    %rax,%r11
   7c200:	jmp    7c22d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xc3d>
   7c202:	data16 data16 data16 data16 cs nopw 0x0(%rax,%rax,1)
   7c210:	mov    -0x28(%rbp),%rdi
   7c214:	mov    %rax,%rsi
   7c217:	mov    -0x38(%rbp),%rdx
   7c21b:	movapd %xmm3,-0x50(%rbp)
   7c220:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7c225:	movapd -0x50(%rbp),%xmm3
   7c22a:	mov    %rax,%r11
   7c22d:	mov    -0x70(%rbp),%r8
   7c231:	unpcklpd %xmm0,%xmm3
   7c235:	cmp    $0x61,%bl
   7c238:	jb     7c242 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xc52>
   7c23a:	addpd  -0xb0(%rbp),%xmm3
   7c242:	mov    -0x28(%rbp),%rdi
   7c246:	movapd %xmm3,%xmm0
   7c24a:	subpd  %xmm3,%xmm0
   7c24e:	movapd %xmm0,%xmm1
   7c252:	unpckhpd %xmm0,%xmm1
   7c256:	addsd  %xmm0,%xmm1
   7c25a:	xorpd  %xmm0,%xmm0
   7c25e:	ucomisd %xmm0,%xmm1
   7c262:	jne    7fc46 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4656>
   7c268:	jp     7fc46 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4656>
   7c26e:	cmp    $0x6d,%r8b
   7c272:	setne  %r15b
   7c276:	or     -0xa0(%rbp),%r15b
   7c27d:	and    $0x1,%r15b
   7c281:	jne    7c28b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xc9b>
   7c283:	movapd %xmm3,-0xe0(%rbp)
   7c28b:	mov    0x8(%r13),%rax
   7c28f:	cmp    0x10(%r13),%rax
   7c293:	jne    7c2c2 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xcd2>
   7c295:	mov    -0x30(%rbp),%r13
   7c299:	movapd %xmm3,-0x50(%rbp)
   7c29e:	mov    %r11,%rbx
   7c2a1:	call   7ad40 <$s14InkInterchange17SVGPathDataParserO4SinkV9growVerbs33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7c2a6:	mov    %rbx,%r11
   7c2a9:	movzbl -0x39(%rbp),%ebx
   7c2ad:	movapd -0x50(%rbp),%xmm3
   7c2b2:	mov    -0x70(%rbp),%r8
   7c2b6:	mov    -0x30(%rbp),%r13
   7c2ba:	mov    -0x28(%rbp),%rdi
   7c2be:	mov    0x8(%r13),%rax
   7c2c2:	mov    0x0(%r13),%rcx
   7c2c6:	mov    %r15b,(%rcx,%rax,1)
   7c2ca:	inc    %rax
   7c2cd:	mov    %rax,0x8(%r13)
   7c2d1:	mov    0x28(%r13),%rax
   7c2d5:	cmp    0x30(%r13),%rax
   7c2d9:	movapd -0x90(%rbp),%xmm0
   7c2e1:	jne    7c31c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xd2c>
   7c2e3:	movapd %xmm3,-0x50(%rbp)
   7c2e8:	movapd %xmm0,-0x90(%rbp)
   7c2f0:	mov    -0x30(%rbp),%r13
   7c2f4:	mov    %r11,%r15
   7c2f7:	call   7ade0 <$s14InkInterchange17SVGPathDataParserO4SinkV10growPoints33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7c2fc:	mov    %r15,%r11
   7c2ff:	movapd -0x50(%rbp),%xmm3
   7c304:	movapd -0x90(%rbp),%xmm0
   7c30c:	mov    -0x70(%rbp),%r8
   7c310:	mov    -0x30(%rbp),%r13
   7c314:	mov    -0x28(%rbp),%rdi
   7c318:	mov    0x28(%r13),%rax
   7c31c:	mov    0x20(%r13),%rcx
   7c320:	mov    %rax,%rdx
   7c323:	shl    $0x4,%rdx
   7c327:	movapd %xmm3,(%rcx,%rdx,1)
   7c32c:	inc    %rax
   7c32f:	mov    %rax,0x28(%r13)
   7c333:	mov    -0x38(%rbp),%rsi
   7c337:	movabs $0x100003600,%rdx
   7c341:	movzbl (%rdi,%r11,1),%eax
   7c346:	mov    %r11,%r15
   7c349:	cmp    $0x3f,%al
   7c34b:	ja     7c366 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xd76>
   7c34d:	nopl   (%rax)
   7c350:	movzbl %al,%ecx
   7c353:	bt     %rcx,%rdx
   7c357:	jae    7c366 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xd76>
   7c359:	movzbl 0x1(%rdi,%r15,1),%eax
   7c35f:	inc    %r15
   7c362:	cmp    $0x40,%al
   7c364:	jb     7c350 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xd60>
   7c366:	cmp    %rsi,%r15
   7c369:	jge    7fb2d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x453d>
   7c36f:	cmp    $0x2c,%al
   7c371:	movapd %xmm0,-0x90(%rbp)
   7c379:	jne    7c3e0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xdf0>
   7c37b:	movzbl 0x1(%rdi,%r15,1),%eax
   7c381:	inc    %r15
   7c384:	cmp    $0x3f,%al
   7c386:	ja     7c3a6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xdb6>
   7c388:	nopl   0x0(%rax,%rax,1)
   7c390:	movzbl %al,%ecx
   7c393:	bt     %rcx,%rdx
   7c397:	jae    7c3a6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xdb6>
   7c399:	movzbl 0x1(%rdi,%r15,1),%eax
   7c39f:	inc    %r15
   7c3a2:	cmp    $0x40,%al
   7c3a4:	jb     7c390 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xda0>
   7c3a6:	cmp    %rsi,%r15
   7c3a9:	jge    7fb9a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x45aa>
   7c3af:	add    $0xd5,%al
   7c3b1:	cmp    $0xe,%al
   7c3b3:	ja     7fb76 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4586>
   7c3b9:	movzbl %al,%eax
   7c3bc:	mov    $0x1,%r10b
   7c3bf:	mov    $0x7fed,%ecx
   7c3c4:	bt     %eax,%ecx
   7c3c7:	movapd %xmm3,%xmm0
   7c3cb:	mov    %r8d,%r9d
   7c3ce:	jb     7b750 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x160>
   7c3d4:	jmp    7fb76 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4586>
   7c3d9:	nopl   0x0(%rax)
   7c3e0:	add    $0xd5,%al
   7c3e2:	cmp    $0xe,%al
   7c3e4:	ja     7fb0b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x451b>
   7c3ea:	movzbl %al,%eax
   7c3ed:	mov    $0x1,%r10b
   7c3f0:	mov    $0x7fed,%ecx
   7c3f5:	bt     %eax,%ecx
   7c3f8:	movapd %xmm3,%xmm0
   7c3fc:	mov    %r8d,%r9d
   7c3ff:	jb     7b750 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x160>
   7c405:	jmp    7fb14 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4524>
   7c40a:	xor    %edx,%edx
   7c40c:	mov    %rax,%r11
   7c40f:	and    %rcx,%r12
   7c412:	cmp    $0x1,%r12
   7c416:	adc    $0xffffffffffffffff,%r11
   7c41a:	mov    %edi,%ecx
   7c41c:	and    $0x38,%cl
   7c41f:	shr    %cl,%r10
   7c422:	cmp    $0x3f,%rdi
   7c426:	ja     7c504 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xf14>
   7c42c:	test   %r11,%r11
   7c42f:	jle    7c504 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xf14>
   7c435:	and    $0xdf,%r10d
   7c43c:	cmp    $0x45,%r10d
   7c440:	je     7c504 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xf14>
   7c446:	mov    %edx,%ecx
   7c448:	shr    %cl,%r8
   7c44b:	lea    0x0(,%r9,8),%ecx
   7c453:	mov    %r8,%rdx
   7c456:	shr    $0x8,%rdx
   7c45a:	xor    %r8,%rdx
   7c45d:	shr    %cl,%rdx
   7c460:	shl    %cl,%rdx
   7c463:	xor    %r8,%rdx
   7c466:	lea    0x0(,%r11,8),%ecx
   7c46e:	neg    %cl
   7c470:	shl    %cl,%rdx
   7c473:	lea    (%rdx,%rdx,4),%rcx
   7c477:	shr    $0x8,%rdx
   7c47b:	lea    (%rdx,%rcx,2),%rcx
   7c47f:	mov    %rcx,%rdx
   7c482:	movabs $0xff000000ff,%r10
   7c48c:	and    %r10,%rdx
   7c48f:	movabs $0xf424000000064,%r8
   7c499:	imul   %r8,%rdx
   7c49d:	shr    $0x10,%rcx
   7c4a1:	and    %r10,%rcx
   7c4a4:	movabs $0x271000000001,%r8
   7c4ae:	imul   %r8,%rcx
   7c4b2:	add    %rdx,%rcx
   7c4b5:	shr    $0x20,%rcx
   7c4b9:	cvtsi2sd %rcx,%xmm0
   7c4be:	sub    %r9,%r11
   7c4c1:	je     7c4d7 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xee7>
   7c4c3:	js     7fd4c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x475c>
   7c4c9:	lea    0xa2c58(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7c4d0:	divsd  0x28(%rcx,%r11,8),%xmm0
   7c4d7:	cmp    $0x8,%edi
   7c4da:	jb     7c504 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xf14>
   7c4dc:	cmp    $0x2d,%esi
   7c4df:	mov    $0x0,%ecx
   7c4e4:	movabs $0x8000000000000000,%rdx
   7c4ee:	cmove  %rdx,%rcx
   7c4f2:	movq   %rcx,%xmm1
   7c4f7:	orpd   %xmm1,%xmm0
   7c4fb:	add    %r15,%rax
   7c4fe:	mov    -0x28(%rbp),%r13
   7c502:	jmp    7c517 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xf27>
   7c504:	mov    -0x28(%rbp),%r13
   7c508:	mov    %r13,%rdi
   7c50b:	mov    %r15,%rsi
   7c50e:	mov    -0x38(%rbp),%rdx
   7c512:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7c517:	movabs $0x100003600,%rdi
   7c521:	movzbl 0x0(%r13,%rax,1),%edx
   7c527:	cmp    $0x20,%dl
   7c52a:	jne    7c541 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xf51>
   7c52c:	movzbl 0x1(%r13,%rax,1),%edx
   7c532:	inc    %rax
   7c535:	lea    -0x30(%rdx),%ecx
   7c538:	cmp    $0xa,%cl
   7c53b:	jb     7cf1d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x192d>
   7c541:	cmp    $0x3f,%dl
   7c544:	ja     7cf1d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x192d>
   7c54a:	lea    0x1(%rax),%rcx
   7c54e:	xchg   %ax,%ax
   7c550:	movzbl %dl,%esi
   7c553:	bt     %rsi,%rdi
   7c557:	jae    7ce48 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1858>
   7c55d:	movzbl 0x1(%r13,%rax,1),%edx
   7c563:	inc    %rax
   7c566:	inc    %rcx
   7c569:	cmp    $0x40,%dl
   7c56c:	jb     7c550 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xf60>
   7c56e:	jmp    7cf1d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x192d>
   7c573:	xor    %eax,%eax
   7c575:	mov    %r12,%r10
   7c578:	and    %rcx,%r11
   7c57b:	cmp    $0x1,%r11
   7c57f:	adc    $0xffffffffffffffff,%r10
   7c583:	mov    %esi,%ecx
   7c585:	and    $0x38,%cl
   7c588:	shr    %cl,%r9
   7c58b:	cmp    $0x3f,%rsi
   7c58f:	ja     7c66c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x107c>
   7c595:	test   %r10,%r10
   7c598:	jle    7c66c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x107c>
   7c59e:	and    $0xdf,%r9d
   7c5a5:	cmp    $0x45,%r9d
   7c5a9:	je     7c66c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x107c>
   7c5af:	mov    %r12,%r11
   7c5b2:	mov    %eax,%ecx
   7c5b4:	shr    %cl,%rdi
   7c5b7:	lea    0x0(,%r8,8),%ecx
   7c5bf:	mov    %rdi,%rax
   7c5c2:	shr    $0x8,%rax
   7c5c6:	xor    %rdi,%rax
   7c5c9:	shr    %cl,%rax
   7c5cc:	shl    %cl,%rax
   7c5cf:	xor    %rdi,%rax
   7c5d2:	lea    0x0(,%r10,8),%ecx
   7c5da:	neg    %cl
   7c5dc:	shl    %cl,%rax
   7c5df:	lea    (%rax,%rax,4),%rcx
   7c5e3:	shr    $0x8,%rax
   7c5e7:	lea    (%rax,%rcx,2),%rax
   7c5eb:	mov    %rax,%rcx
   7c5ee:	movabs $0xff000000ff,%r9
   7c5f8:	and    %r9,%rcx
   7c5fb:	movabs $0xf424000000064,%rdi
   7c605:	imul   %rdi,%rcx
   7c609:	shr    $0x10,%rax
   7c60d:	and    %r9,%rax
   7c610:	movabs $0x271000000001,%rdi
   7c61a:	imul   %rdi,%rax
   7c61e:	add    %rcx,%rax
   7c621:	shr    $0x20,%rax
   7c625:	cvtsi2sd %rax,%xmm0
   7c62a:	sub    %r8,%r10
   7c62d:	je     7c643 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1053>
   7c62f:	js     7fd4e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x475e>
   7c635:	lea    0xa2aec(%rip),%rax        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7c63c:	divsd  0x28(%rax,%r10,8),%xmm0
   7c643:	cmp    $0x8,%esi
   7c646:	jb     7c66c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x107c>
   7c648:	cmp    $0x2d,%edx
   7c64b:	mov    $0x0,%eax
   7c650:	movabs $0x8000000000000000,%rcx
   7c65a:	cmove  %rcx,%rax
   7c65e:	movq   %rax,%xmm1
   7c663:	orpd   %xmm1,%xmm0
   7c667:	add    %r15,%r11
   7c66a:	jmp    7c67f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x108f>
   7c66c:	mov    -0x28(%rbp),%rdi
   7c670:	mov    %r15,%rsi
   7c673:	mov    -0x38(%rbp),%rdx
   7c677:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7c67c:	mov    %rax,%r11
   7c67f:	mov    -0x70(%rbp),%r8
   7c683:	cmp    $0x61,%bl
   7c686:	movapd -0xb0(%rbp),%xmm1
   7c68e:	jb     7c694 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x10a4>
   7c690:	addsd  %xmm1,%xmm0
   7c694:	mov    -0x28(%rbp),%rdi
   7c698:	movapd %xmm0,%xmm2
   7c69c:	subsd  %xmm0,%xmm2
   7c6a0:	xorpd  %xmm1,%xmm1
   7c6a4:	ucomisd %xmm1,%xmm2
   7c6a8:	jne    7fc81 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4691>
   7c6ae:	jp     7fc81 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4691>
   7c6b4:	mov    0x8(%r13),%rax
   7c6b8:	cmp    0x10(%r13),%rax
   7c6bc:	jne    7c6e7 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x10f7>
   7c6be:	mov    -0x30(%rbp),%r13
   7c6c2:	mov    %r11,%r15
   7c6c5:	movapd %xmm0,-0x50(%rbp)
   7c6ca:	call   7ad40 <$s14InkInterchange17SVGPathDataParserO4SinkV9growVerbs33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7c6cf:	movapd -0x50(%rbp),%xmm0
   7c6d4:	mov    %r15,%r11
   7c6d7:	mov    -0x70(%rbp),%r8
   7c6db:	mov    -0x30(%rbp),%r13
   7c6df:	mov    -0x28(%rbp),%rdi
   7c6e3:	mov    0x8(%r13),%rax
   7c6e7:	movapd -0xb0(%rbp),%xmm3
   7c6ef:	movsd  %xmm0,%xmm3
   7c6f3:	jmp    7ce3b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x184b>
   7c6f8:	xor    %edx,%edx
   7c6fa:	mov    %rax,%r11
   7c6fd:	and    %rcx,%r12
   7c700:	cmp    $0x1,%r12
   7c704:	adc    $0xffffffffffffffff,%r11
   7c708:	mov    %edi,%ecx
   7c70a:	and    $0x38,%cl
   7c70d:	shr    %cl,%r10
   7c710:	cmp    $0x3f,%rdi
   7c714:	ja     7c7f2 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1202>
   7c71a:	test   %r11,%r11
   7c71d:	jle    7c7f2 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1202>
   7c723:	and    $0xdf,%r10d
   7c72a:	cmp    $0x45,%r10d
   7c72e:	je     7c7f2 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1202>
   7c734:	mov    %edx,%ecx
   7c736:	shr    %cl,%r8
   7c739:	lea    0x0(,%r9,8),%ecx
   7c741:	mov    %r8,%rdx
   7c744:	shr    $0x8,%rdx
   7c748:	xor    %r8,%rdx
   7c74b:	shr    %cl,%rdx
   7c74e:	shl    %cl,%rdx
   7c751:	xor    %r8,%rdx
   7c754:	lea    0x0(,%r11,8),%ecx
   7c75c:	neg    %cl
   7c75e:	shl    %cl,%rdx
   7c761:	lea    (%rdx,%rdx,4),%rcx
   7c765:	shr    $0x8,%rdx
   7c769:	lea    (%rdx,%rcx,2),%rcx
   7c76d:	mov    %rcx,%rdx
   7c770:	movabs $0xff000000ff,%r10
   7c77a:	and    %r10,%rdx
   7c77d:	movabs $0xf424000000064,%r8
   7c787:	imul   %r8,%rdx
   7c78b:	shr    $0x10,%rcx
   7c78f:	and    %r10,%rcx
   7c792:	movabs $0x271000000001,%r8
   7c79c:	imul   %r8,%rcx
   7c7a0:	add    %rdx,%rcx
   7c7a3:	shr    $0x20,%rcx
   7c7a7:	cvtsi2sd %rcx,%xmm0
   7c7ac:	sub    %r9,%r11
   7c7af:	je     7c7c5 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x11d5>
   7c7b1:	js     7fd48 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4758>
   7c7b7:	lea    0xa296a(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7c7be:	divsd  0x28(%rcx,%r11,8),%xmm0
   7c7c5:	cmp    $0x8,%edi
   7c7c8:	jb     7c7f2 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1202>
   7c7ca:	cmp    $0x2d,%esi
   7c7cd:	mov    $0x0,%ecx
   7c7d2:	movabs $0x8000000000000000,%rdx
   7c7dc:	cmove  %rdx,%rcx
   7c7e0:	movq   %rcx,%xmm1
   7c7e5:	orpd   %xmm1,%xmm0
   7c7e9:	add    %r15,%rax
   7c7ec:	mov    -0x28(%rbp),%r13
   7c7f0:	jmp    7c805 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1215>
   7c7f2:	mov    -0x28(%rbp),%r13
   7c7f6:	mov    %r13,%rdi
   7c7f9:	mov    %r15,%rsi
   7c7fc:	mov    -0x38(%rbp),%rdx
   7c800:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7c805:	movabs $0x100003600,%rdi
   7c80f:	movzbl 0x0(%r13,%rax,1),%edx
   7c815:	cmp    $0x20,%dl
   7c818:	jne    7c82f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x123f>
   7c81a:	movzbl 0x1(%r13,%rax,1),%edx
   7c820:	inc    %rax
   7c823:	lea    -0x30(%rdx),%ecx
   7c826:	cmp    $0xa,%cl
   7c829:	jb     7d19c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1bac>
   7c82f:	cmp    $0x3f,%dl
   7c832:	ja     7d19c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1bac>
   7c838:	lea    0x1(%rax),%rcx
   7c83c:	nopl   0x0(%rax)
   7c840:	movzbl %dl,%esi
   7c843:	bt     %rsi,%rdi
   7c847:	jae    7ce72 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1882>
   7c84d:	movzbl 0x1(%r13,%rax,1),%edx
   7c853:	inc    %rax
   7c856:	inc    %rcx
   7c859:	cmp    $0x40,%dl
   7c85c:	jb     7c840 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1250>
   7c85e:	jmp    7d19c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1bac>
   7c863:	xor    %edx,%edx
   7c865:	mov    %rax,%r11
   7c868:	and    %rcx,%r12
   7c86b:	cmp    $0x1,%r12
   7c86f:	adc    $0xffffffffffffffff,%r11
   7c873:	mov    %edi,%ecx
   7c875:	and    $0x38,%cl
   7c878:	shr    %cl,%r10
   7c87b:	cmp    $0x3f,%rdi
   7c87f:	ja     7c95d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x136d>
   7c885:	test   %r11,%r11
   7c888:	jle    7c95d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x136d>
   7c88e:	and    $0xdf,%r10d
   7c895:	cmp    $0x45,%r10d
   7c899:	je     7c95d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x136d>
   7c89f:	mov    %edx,%ecx
   7c8a1:	shr    %cl,%r8
   7c8a4:	lea    0x0(,%r9,8),%ecx
   7c8ac:	mov    %r8,%rdx
   7c8af:	shr    $0x8,%rdx
   7c8b3:	xor    %r8,%rdx
   7c8b6:	shr    %cl,%rdx
   7c8b9:	shl    %cl,%rdx
   7c8bc:	xor    %r8,%rdx
   7c8bf:	lea    0x0(,%r11,8),%ecx
   7c8c7:	neg    %cl
   7c8c9:	shl    %cl,%rdx
   7c8cc:	lea    (%rdx,%rdx,4),%rcx
   7c8d0:	shr    $0x8,%rdx
   7c8d4:	lea    (%rdx,%rcx,2),%rcx
   7c8d8:	mov    %rcx,%rdx
   7c8db:	movabs $0xff000000ff,%r10
   7c8e5:	and    %r10,%rdx
   7c8e8:	movabs $0xf424000000064,%r8
   7c8f2:	imul   %r8,%rdx
   7c8f6:	shr    $0x10,%rcx
   7c8fa:	and    %r10,%rcx
   7c8fd:	movabs $0x271000000001,%r8
   7c907:	imul   %r8,%rcx
   7c90b:	add    %rdx,%rcx
   7c90e:	shr    $0x20,%rcx
   7c912:	cvtsi2sd %rcx,%xmm0
   7c917:	sub    %r9,%r11
   7c91a:	je     7c930 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1340>
   7c91c:	js     7fd44 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4754>
   7c922:	lea    0xa27ff(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7c929:	divsd  0x28(%rcx,%r11,8),%xmm0
   7c930:	cmp    $0x8,%edi
   7c933:	jb     7c95d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x136d>
   7c935:	cmp    $0x2d,%esi
   7c938:	mov    $0x0,%ecx
   7c93d:	movabs $0x8000000000000000,%rdx
   7c947:	cmove  %rdx,%rcx
   7c94b:	movq   %rcx,%xmm1
   7c950:	orpd   %xmm1,%xmm0
   7c954:	add    %r15,%rax
   7c957:	mov    -0x28(%rbp),%r13
   7c95b:	jmp    7c970 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1380>
   7c95d:	mov    -0x28(%rbp),%r13
   7c961:	mov    %r13,%rdi
   7c964:	mov    %r15,%rsi
   7c967:	mov    -0x38(%rbp),%rdx
   7c96b:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7c970:	movabs $0x100003600,%rdi
   7c97a:	movzbl 0x0(%r13,%rax,1),%edx
   7c980:	cmp    $0x20,%dl
   7c983:	jne    7c99a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x13aa>
   7c985:	movzbl 0x1(%r13,%rax,1),%edx
   7c98b:	inc    %rax
   7c98e:	lea    -0x30(%rdx),%ecx
   7c991:	cmp    $0xa,%cl
   7c994:	jb     7d41c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1e2c>
   7c99a:	cmp    $0x3f,%dl
   7c99d:	ja     7d41c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1e2c>
   7c9a3:	lea    0x1(%rax),%rcx
   7c9a7:	nopw   0x0(%rax,%rax,1)
   7c9b0:	movzbl %dl,%esi
   7c9b3:	bt     %rsi,%rdi
   7c9b7:	jae    7ce9c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x18ac>
   7c9bd:	movzbl 0x1(%r13,%rax,1),%edx
   7c9c3:	inc    %rax
   7c9c6:	inc    %rcx
   7c9c9:	cmp    $0x40,%dl
   7c9cc:	jb     7c9b0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x13c0>
   7c9ce:	jmp    7d41c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1e2c>
   7c9d3:	xor    %edx,%edx
   7c9d5:	mov    %rax,%r11
   7c9d8:	and    %rcx,%r12
   7c9db:	cmp    $0x1,%r12
   7c9df:	adc    $0xffffffffffffffff,%r11
   7c9e3:	mov    %edi,%ecx
   7c9e5:	and    $0x38,%cl
   7c9e8:	shr    %cl,%r10
   7c9eb:	cmp    $0x3f,%rdi
   7c9ef:	mov    %r13,-0x50(%rbp)
   7c9f3:	ja     7cad1 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x14e1>
   7c9f9:	test   %r11,%r11
   7c9fc:	jle    7cad1 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x14e1>
   7ca02:	and    $0xdf,%r10d
   7ca09:	cmp    $0x45,%r10d
   7ca0d:	je     7cad1 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x14e1>
   7ca13:	mov    %edx,%ecx
   7ca15:	shr    %cl,%r8
   7ca18:	lea    0x0(,%r9,8),%ecx
   7ca20:	mov    %r8,%rdx
   7ca23:	shr    $0x8,%rdx
   7ca27:	xor    %r8,%rdx
   7ca2a:	shr    %cl,%rdx
   7ca2d:	shl    %cl,%rdx
   7ca30:	xor    %r8,%rdx
   7ca33:	lea    0x0(,%r11,8),%ecx
   7ca3b:	neg    %cl
   7ca3d:	shl    %cl,%rdx
   7ca40:	lea    (%rdx,%rdx,4),%rcx
   7ca44:	shr    $0x8,%rdx
   7ca48:	lea    (%rdx,%rcx,2),%rcx
   7ca4c:	mov    %rcx,%rdx
   7ca4f:	movabs $0xff000000ff,%r10
   7ca59:	and    %r10,%rdx
   7ca5c:	movabs $0xf424000000064,%r8
   7ca66:	imul   %r8,%rdx
   7ca6a:	shr    $0x10,%rcx
   7ca6e:	and    %r10,%rcx
   7ca71:	movabs $0x271000000001,%r8
   7ca7b:	imul   %r8,%rcx
   7ca7f:	add    %rdx,%rcx
   7ca82:	shr    $0x20,%rcx
   7ca86:	cvtsi2sd %rcx,%xmm3
   7ca8b:	sub    %r9,%r11
   7ca8e:	je     7caa4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x14b4>
   7ca90:	js     7fd4a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x475a>
   7ca96:	lea    0xa268b(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7ca9d:	divsd  0x28(%rcx,%r11,8),%xmm3
   7caa4:	cmp    $0x8,%edi
   7caa7:	jb     7cad1 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x14e1>
   7caa9:	cmp    $0x2d,%esi
   7caac:	mov    $0x0,%ecx
   7cab1:	movabs $0x8000000000000000,%rdx
   7cabb:	cmove  %rdx,%rcx
   7cabf:	movq   %rcx,%xmm0
   7cac4:	orpd   %xmm0,%xmm3
   7cac8:	add    %r15,%rax
   7cacb:	mov    -0x28(%rbp),%r13
   7cacf:	jmp    7cae8 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x14f8>
   7cad1:	mov    -0x28(%rbp),%r13
   7cad5:	mov    %r13,%rdi
   7cad8:	mov    %r15,%rsi
   7cadb:	mov    -0x38(%rbp),%rdx
   7cadf:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7cae4:	movapd %xmm0,%xmm3
   7cae8:	movabs $0x100003600,%rdi
   7caf2:	movzbl 0x0(%r13,%rax,1),%edx
   7caf8:	cmp    $0x20,%dl
   7cafb:	jne    7cb12 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1522>
   7cafd:	movzbl 0x1(%r13,%rax,1),%edx
   7cb03:	inc    %rax
   7cb06:	lea    -0x30(%rdx),%ecx
   7cb09:	cmp    $0xa,%cl
   7cb0c:	jb     7d69c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x20ac>
   7cb12:	cmp    $0x3f,%dl
   7cb15:	ja     7d69c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x20ac>
   7cb1b:	lea    0x1(%rax),%rcx
   7cb1f:	nop
   7cb20:	movzbl %dl,%esi
   7cb23:	bt     %rsi,%rdi
   7cb27:	jae    7cec6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x18d6>
   7cb2d:	movzbl 0x1(%r13,%rax,1),%edx
   7cb33:	inc    %rax
   7cb36:	inc    %rcx
   7cb39:	cmp    $0x40,%dl
   7cb3c:	jb     7cb20 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1530>
   7cb3e:	jmp    7d69c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x20ac>
   7cb43:	xor    %edx,%edx
   7cb45:	mov    %rax,%r11
   7cb48:	and    %rcx,%r12
   7cb4b:	cmp    $0x1,%r12
   7cb4f:	adc    $0xffffffffffffffff,%r11
   7cb53:	mov    %edi,%ecx
   7cb55:	and    $0x38,%cl
   7cb58:	shr    %cl,%r10
   7cb5b:	cmp    $0x3f,%rdi
   7cb5f:	ja     7cc45 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1655>
   7cb65:	test   %r11,%r11
   7cb68:	jle    7cc45 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1655>
   7cb6e:	and    $0xdf,%r10d
   7cb75:	cmp    $0x45,%r10d
   7cb79:	je     7cc45 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1655>
   7cb7f:	mov    %edx,%ecx
   7cb81:	shr    %cl,%r8
   7cb84:	lea    0x0(,%r9,8),%ecx
   7cb8c:	mov    %r8,%rdx
   7cb8f:	shr    $0x8,%rdx
   7cb93:	xor    %r8,%rdx
   7cb96:	shr    %cl,%rdx
   7cb99:	shl    %cl,%rdx
   7cb9c:	xor    %r8,%rdx
   7cb9f:	lea    0x0(,%r11,8),%ecx
   7cba7:	neg    %cl
   7cba9:	shl    %cl,%rdx
   7cbac:	lea    (%rdx,%rdx,4),%rcx
   7cbb0:	shr    $0x8,%rdx
   7cbb4:	lea    (%rdx,%rcx,2),%rcx
   7cbb8:	mov    %rcx,%rdx
   7cbbb:	movabs $0xff000000ff,%r10
   7cbc5:	and    %r10,%rdx
   7cbc8:	movabs $0xf424000000064,%r8
   7cbd2:	imul   %r8,%rdx
   7cbd6:	shr    $0x10,%rcx
   7cbda:	and    %r10,%rcx
   7cbdd:	movabs $0x271000000001,%r8
   7cbe7:	imul   %r8,%rcx
   7cbeb:	add    %rdx,%rcx
   7cbee:	shr    $0x20,%rcx
   7cbf2:	cvtsi2sd %rcx,%xmm0
   7cbf7:	sub    %r9,%r11
   7cbfa:	je     7cc10 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1620>
   7cbfc:	js     7fd42 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4752>
   7cc02:	lea    0xa251f(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7cc09:	divsd  0x28(%rcx,%r11,8),%xmm0
   7cc10:	cmp    $0x8,%edi
   7cc13:	jb     7cc45 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1655>
   7cc15:	movapd %xmm0,%xmm1
   7cc19:	cmp    $0x2d,%esi
   7cc1c:	mov    $0x0,%ecx
   7cc21:	movabs $0x8000000000000000,%rdx
   7cc2b:	cmove  %rdx,%rcx
   7cc2f:	movq   %rcx,%xmm0
   7cc34:	orpd   %xmm0,%xmm1
   7cc38:	movapd %xmm1,%xmm0
   7cc3c:	add    %r15,%rax
   7cc3f:	mov    -0x28(%rbp),%r13
   7cc43:	jmp    7cc58 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1668>
   7cc45:	mov    -0x28(%rbp),%r13
   7cc49:	mov    %r13,%rdi
   7cc4c:	mov    %r15,%rsi
   7cc4f:	mov    -0x38(%rbp),%rdx
   7cc53:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7cc58:	movabs $0x100003600,%rdi
   7cc62:	movzbl 0x0(%r13,%rax,1),%edx
   7cc68:	cmp    $0x20,%dl
   7cc6b:	jne    7cc82 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1692>
   7cc6d:	movzbl 0x1(%r13,%rax,1),%edx
   7cc73:	inc    %rax
   7cc76:	lea    -0x30(%rdx),%ecx
   7cc79:	cmp    $0xa,%cl
   7cc7c:	jb     7d99b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x23ab>
   7cc82:	cmp    $0x3f,%dl
   7cc85:	ja     7d99b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x23ab>
   7cc8b:	lea    0x1(%rax),%rcx
   7cc8f:	nop
   7cc90:	movzbl %dl,%esi
   7cc93:	bt     %rsi,%rdi
   7cc97:	jae    7cef0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1900>
   7cc9d:	movzbl 0x1(%r13,%rax,1),%edx
   7cca3:	inc    %rax
   7cca6:	inc    %rcx
   7cca9:	cmp    $0x40,%dl
   7ccac:	jb     7cc90 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x16a0>
   7ccae:	jmp    7d99b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x23ab>
   7ccb3:	xor    %eax,%eax
   7ccb5:	mov    %r12,%r10
   7ccb8:	and    %rcx,%r11
   7ccbb:	cmp    $0x1,%r11
   7ccbf:	adc    $0xffffffffffffffff,%r10
   7ccc3:	mov    %esi,%ecx
   7ccc5:	and    $0x38,%cl
   7ccc8:	shr    %cl,%r9
   7cccb:	cmp    $0x3f,%rsi
   7cccf:	ja     7cdac <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x17bc>
   7ccd5:	test   %r10,%r10
   7ccd8:	jle    7cdac <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x17bc>
   7ccde:	and    $0xdf,%r9d
   7cce5:	cmp    $0x45,%r9d
   7cce9:	je     7cdac <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x17bc>
   7ccef:	mov    %r12,%r11
   7ccf2:	mov    %eax,%ecx
   7ccf4:	shr    %cl,%rdi
   7ccf7:	lea    0x0(,%r8,8),%ecx
   7ccff:	mov    %rdi,%rax
   7cd02:	shr    $0x8,%rax
   7cd06:	xor    %rdi,%rax
   7cd09:	shr    %cl,%rax
   7cd0c:	shl    %cl,%rax
   7cd0f:	xor    %rdi,%rax
   7cd12:	lea    0x0(,%r10,8),%ecx
   7cd1a:	neg    %cl
   7cd1c:	shl    %cl,%rax
   7cd1f:	lea    (%rax,%rax,4),%rcx
   7cd23:	shr    $0x8,%rax
   7cd27:	lea    (%rax,%rcx,2),%rax
   7cd2b:	mov    %rax,%rcx
   7cd2e:	movabs $0xff000000ff,%r9
   7cd38:	and    %r9,%rcx
   7cd3b:	movabs $0xf424000000064,%rdi
   7cd45:	imul   %rdi,%rcx
   7cd49:	shr    $0x10,%rax
   7cd4d:	and    %r9,%rax
   7cd50:	movabs $0x271000000001,%rdi
   7cd5a:	imul   %rdi,%rax
   7cd5e:	add    %rcx,%rax
   7cd61:	shr    $0x20,%rax
   7cd65:	cvtsi2sd %rax,%xmm2
   7cd6a:	sub    %r8,%r10
   7cd6d:	je     7cd83 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1793>
   7cd6f:	js     7fd46 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4756>
   7cd75:	lea    0xa23ac(%rip),%rax        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7cd7c:	divsd  0x28(%rax,%r10,8),%xmm2
   7cd83:	cmp    $0x8,%esi
   7cd86:	jb     7cdac <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x17bc>
   7cd88:	cmp    $0x2d,%edx
   7cd8b:	mov    $0x0,%eax
   7cd90:	movabs $0x8000000000000000,%rcx
   7cd9a:	cmove  %rcx,%rax
   7cd9e:	movq   %rax,%xmm0
   7cda3:	orpd   %xmm0,%xmm2
   7cda7:	add    %r15,%r11
   7cdaa:	jmp    7cdc3 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x17d3>
   7cdac:	mov    -0x28(%rbp),%rdi
   7cdb0:	mov    %r15,%rsi
   7cdb3:	mov    -0x38(%rbp),%rdx
   7cdb7:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7cdbc:	movapd %xmm0,%xmm2
   7cdc0:	mov    %rax,%r11
   7cdc3:	mov    -0x70(%rbp),%r8
   7cdc7:	cmp    $0x61,%bl
   7cdca:	movapd -0xb0(%rbp),%xmm0
   7cdd2:	jb     7cddc <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x17ec>
   7cdd4:	unpckhpd %xmm0,%xmm0
   7cdd8:	addsd  %xmm0,%xmm2
   7cddc:	mov    -0x28(%rbp),%rdi
   7cde0:	movapd %xmm2,%xmm0
   7cde4:	subsd  %xmm2,%xmm0
   7cde8:	xorpd  %xmm1,%xmm1
   7cdec:	ucomisd %xmm1,%xmm0
   7cdf0:	jne    7fc81 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4691>
   7cdf6:	jp     7fc81 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4691>
   7cdfc:	mov    0x8(%r13),%rax
   7ce00:	cmp    0x10(%r13),%rax
   7ce04:	jne    7ce2f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x183f>
   7ce06:	mov    -0x30(%rbp),%r13
   7ce0a:	mov    %r11,%r15
   7ce0d:	movapd %xmm2,-0x50(%rbp)
   7ce12:	call   7ad40 <$s14InkInterchange17SVGPathDataParserO4SinkV9growVerbs33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7ce17:	movapd -0x50(%rbp),%xmm2
   7ce1c:	mov    %r15,%r11
   7ce1f:	mov    -0x70(%rbp),%r8
   7ce23:	mov    -0x30(%rbp),%r13
   7ce27:	mov    -0x28(%rbp),%rdi
   7ce2b:	mov    0x8(%r13),%rax
   7ce2f:	movapd -0xb0(%rbp),%xmm3
   7ce37:	unpcklpd %xmm2,%xmm3
   7ce3b:	mov    0x0(%r13),%rcx
   7ce3f:	movb   $0x1,(%rcx,%rax,1)
   7ce43:	jmp    7c2ca <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xcda>
   7ce48:	cmp    $0x2c,%dl
   7ce4b:	jne    7cf1d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x192d>
   7ce51:	movzbl 0x0(%r13,%rcx,1),%edx
   7ce57:	cmp    $0x3f,%rdx
   7ce5b:	ja     7cf1a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x192a>
   7ce61:	mov    %rcx,%rax
   7ce64:	inc    %rcx
   7ce67:	bt     %rdx,%rdi
   7ce6b:	jb     7ce51 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1861>
   7ce6d:	jmp    7cf1d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x192d>
   7ce72:	cmp    $0x2c,%dl
   7ce75:	jne    7d19c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1bac>
   7ce7b:	movzbl 0x0(%r13,%rcx,1),%edx
   7ce81:	cmp    $0x3f,%rdx
   7ce85:	ja     7d199 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1ba9>
   7ce8b:	mov    %rcx,%rax
   7ce8e:	inc    %rcx
   7ce91:	bt     %rdx,%rdi
   7ce95:	jb     7ce7b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x188b>
   7ce97:	jmp    7d19c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1bac>
   7ce9c:	cmp    $0x2c,%dl
   7ce9f:	jne    7d41c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1e2c>
   7cea5:	movzbl 0x0(%r13,%rcx,1),%edx
   7ceab:	cmp    $0x3f,%rdx
   7ceaf:	ja     7d419 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1e29>
   7ceb5:	mov    %rcx,%rax
   7ceb8:	inc    %rcx
   7cebb:	bt     %rdx,%rdi
   7cebf:	jb     7cea5 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x18b5>
   7cec1:	jmp    7d41c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1e2c>
   7cec6:	cmp    $0x2c,%dl
   7cec9:	jne    7d69c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x20ac>
   7cecf:	movzbl 0x0(%r13,%rcx,1),%edx
   7ced5:	cmp    $0x3f,%rdx
   7ced9:	ja     7d699 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x20a9>
   7cedf:	mov    %rcx,%rax
   7cee2:	inc    %rcx
   7cee5:	bt     %rdx,%rdi
   7cee9:	jb     7cecf <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x18df>
   7ceeb:	jmp    7d69c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x20ac>
   7cef0:	cmp    $0x2c,%dl
   7cef3:	jne    7d99b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x23ab>
   7cef9:	movzbl 0x0(%r13,%rcx,1),%edx
   7ceff:	cmp    $0x3f,%rdx
   7cf03:	ja     7d998 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x23a8>
   7cf09:	mov    %rcx,%rax
   7cf0c:	inc    %rcx
   7cf0f:	bt     %rdx,%rdi
   7cf13:	jb     7cef9 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1909>
   7cf15:	jmp    7d99b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x23ab>
   7cf1a:	mov    %rcx,%rax
   7cf1d:	mov    0x0(%r13,%rax,1),%r11
   7cf22:	mov    %r11,%r9
   7cf25:	movabs $0x3030303030303030,%rcx
   7cf2f:	xor    %rcx,%r9
   7cf32:	mov    %r9,%rdx
   7cf35:	and    -0x50(%rbp),%rdx
   7cf39:	movabs $0x7676767676767676,%rcx
   7cf43:	add    %rcx,%rdx
   7cf46:	or     %r11,%rdx
   7cf49:	movabs $0x8080808080808080,%r8
   7cf53:	and    %r8,%rdx
   7cf56:	mov    %r11,%rsi
   7cf59:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7cf63:	and    %rcx,%rsi
   7cf66:	movabs $0x2e2e2e2e2e2e2e2e,%rdi
   7cf70:	xor    %rdi,%rsi
   7cf73:	add    %rcx,%rsi
   7cf76:	or     %r11,%rsi
   7cf79:	not    %rsi
   7cf7c:	movzbl %r11b,%edi
   7cf80:	lea    -0x2b(%rdi),%rcx
   7cf84:	and    $0xfffffffffffffffd,%rcx
   7cf88:	neg    %rcx
   7cf8b:	mov    $0x0,%ecx
   7cf90:	sbb    %rcx,%rcx
   7cf93:	or     $0xffffffffffffff7f,%rcx
   7cf9a:	and    %rdx,%rcx
   7cf9d:	mov    %rcx,%r13
   7cfa0:	neg    %r13
   7cfa3:	and    %rsi,%r13
   7cfa6:	lea    -0x1(%rcx),%rdx
   7cfaa:	test   %rcx,%r13
   7cfad:	cmove  %r8,%rdx
   7cfb1:	and    %rcx,%rdx
   7cfb4:	mov    $0x40,%r8d
   7cfba:	tzcnt  %rdx,%r8
   7cfbf:	mov    %r8d,%esi
   7cfc2:	shr    $0x3,%esi
   7cfc5:	mov    $0x40,%r10d
   7cfcb:	tzcnt  %rcx,%r10
   7cfd0:	shr    $0x3,%r10d
   7cfd4:	cmp    $0x2d,%dil
   7cfd8:	je     7cfe3 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x19f3>
   7cfda:	movzbl %r11b,%edx
   7cfde:	cmp    $0x2b,%edx
   7cfe1:	jne    7cff1 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1a01>
   7cfe3:	dec    %r10
   7cfe6:	lea    -0x1(%rsi),%r12
   7cfea:	mov    $0x8,%edx
   7cfef:	jmp    7cff6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1a06>
   7cff1:	xor    %edx,%edx
   7cff3:	mov    %rsi,%r12
   7cff6:	and    %rcx,%r13
   7cff9:	cmp    $0x1,%r13
   7cffd:	adc    $0xffffffffffffffff,%r12
   7d001:	mov    %r8d,%ecx
   7d004:	and    $0x38,%cl
   7d007:	shr    %cl,%r11
   7d00a:	cmp    $0x3f,%r8
   7d00e:	movapd %xmm0,-0xc0(%rbp)
   7d016:	ja     7d0f5 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1b05>
   7d01c:	test   %r12,%r12
   7d01f:	jle    7d0f5 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1b05>
   7d025:	and    $0xdf,%r11d
   7d02c:	cmp    $0x45,%r11d
   7d030:	je     7d0f5 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1b05>
   7d036:	mov    %edx,%ecx
   7d038:	shr    %cl,%r9
   7d03b:	lea    0x0(,%r10,8),%ecx
   7d043:	mov    %r9,%rdx
   7d046:	shr    $0x8,%rdx
   7d04a:	xor    %r9,%rdx
   7d04d:	shr    %cl,%rdx
   7d050:	shl    %cl,%rdx
   7d053:	xor    %r9,%rdx
   7d056:	lea    0x0(,%r12,8),%ecx
   7d05e:	neg    %cl
   7d060:	shl    %cl,%rdx
   7d063:	lea    (%rdx,%rdx,4),%rcx
   7d067:	shr    $0x8,%rdx
   7d06b:	lea    (%rdx,%rcx,2),%rcx
   7d06f:	mov    %rcx,%rdx
   7d072:	movabs $0xff000000ff,%r11
   7d07c:	and    %r11,%rdx
   7d07f:	movabs $0xf424000000064,%r9
   7d089:	imul   %r9,%rdx
   7d08d:	shr    $0x10,%rcx
   7d091:	and    %r11,%rcx
   7d094:	movabs $0x271000000001,%r9
   7d09e:	imul   %r9,%rcx
   7d0a2:	add    %rdx,%rcx
   7d0a5:	shr    $0x20,%rcx
   7d0a9:	cvtsi2sd %rcx,%xmm1
   7d0ae:	sub    %r10,%r12
   7d0b1:	je     7d0c7 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1ad7>
   7d0b3:	js     7fd58 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4768>
   7d0b9:	lea    0xa2068(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7d0c0:	divsd  0x28(%rcx,%r12,8),%xmm1
   7d0c7:	cmp    $0x8,%r8d
   7d0cb:	jb     7d0f5 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1b05>
   7d0cd:	cmp    $0x2d,%edi
   7d0d0:	mov    $0x0,%ecx
   7d0d5:	movabs $0x8000000000000000,%rdx
   7d0df:	cmove  %rdx,%rcx
   7d0e3:	movq   %rcx,%xmm0
   7d0e8:	orpd   %xmm0,%xmm1
   7d0ec:	add    %rax,%rsi
   7d0ef:	mov    -0x28(%rbp),%r13
   7d0f3:	jmp    7d10f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1b1f>
   7d0f5:	mov    -0x28(%rbp),%r13
   7d0f9:	mov    %r13,%rdi
   7d0fc:	mov    %rax,%rsi
   7d0ff:	mov    -0x38(%rbp),%rdx
   7d103:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7d108:	movapd %xmm0,%xmm1
   7d10c:	mov    %rax,%rsi
   7d10f:	movabs $0x100003600,%rdi
   7d119:	movzbl 0x0(%r13,%rsi,1),%ecx
   7d11f:	cmp    $0x20,%cl
   7d122:	jne    7d138 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1b48>
   7d124:	movzbl 0x1(%r13,%rsi,1),%ecx
   7d12a:	inc    %rsi
   7d12d:	lea    -0x30(%rcx),%eax
   7d130:	cmp    $0xa,%al
   7d132:	jb     7dc1c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x262c>
   7d138:	cmp    $0x3f,%cl
   7d13b:	ja     7dc1c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x262c>
   7d141:	lea    0x1(%rsi),%rax
   7d145:	data16 cs nopw 0x0(%rax,%rax,1)
   7d150:	movzbl %cl,%edx
   7d153:	bt     %rdx,%rdi
   7d157:	jae    7d16f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1b7f>
   7d159:	movzbl 0x1(%r13,%rsi,1),%ecx
   7d15f:	inc    %rsi
   7d162:	inc    %rax
   7d165:	cmp    $0x40,%cl
   7d168:	jb     7d150 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1b60>
   7d16a:	jmp    7dc1c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x262c>
   7d16f:	cmp    $0x2c,%cl
   7d172:	jne    7dc1c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x262c>
   7d178:	movzbl 0x0(%r13,%rax,1),%ecx
   7d17e:	cmp    $0x3f,%rcx
   7d182:	ja     7dc19 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2629>
   7d188:	mov    %rax,%rsi
   7d18b:	inc    %rax
   7d18e:	bt     %rcx,%rdi
   7d192:	jb     7d178 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1b88>
   7d194:	jmp    7dc1c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x262c>
   7d199:	mov    %rcx,%rax
   7d19c:	mov    0x0(%r13,%rax,1),%r11
   7d1a1:	mov    %r11,%r9
   7d1a4:	movabs $0x3030303030303030,%rcx
   7d1ae:	xor    %rcx,%r9
   7d1b1:	mov    %r9,%rdx
   7d1b4:	and    -0x50(%rbp),%rdx
   7d1b8:	movabs $0x7676767676767676,%rcx
   7d1c2:	add    %rcx,%rdx
   7d1c5:	or     %r11,%rdx
   7d1c8:	movabs $0x8080808080808080,%r8
   7d1d2:	and    %r8,%rdx
   7d1d5:	mov    %r11,%rsi
   7d1d8:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7d1e2:	and    %rcx,%rsi
   7d1e5:	movabs $0x2e2e2e2e2e2e2e2e,%rdi
   7d1ef:	xor    %rdi,%rsi
   7d1f2:	add    %rcx,%rsi
   7d1f5:	or     %r11,%rsi
   7d1f8:	not    %rsi
   7d1fb:	movzbl %r11b,%edi
   7d1ff:	lea    -0x2b(%rdi),%rcx
   7d203:	and    $0xfffffffffffffffd,%rcx
   7d207:	neg    %rcx
   7d20a:	mov    $0x0,%ecx
   7d20f:	sbb    %rcx,%rcx
   7d212:	or     $0xffffffffffffff7f,%rcx
   7d219:	and    %rdx,%rcx
   7d21c:	mov    %rcx,%r13
   7d21f:	neg    %r13
   7d222:	and    %rsi,%r13
   7d225:	lea    -0x1(%rcx),%rdx
   7d229:	test   %rcx,%r13
   7d22c:	cmove  %r8,%rdx
   7d230:	and    %rcx,%rdx
   7d233:	mov    $0x40,%r8d
   7d239:	tzcnt  %rdx,%r8
   7d23e:	mov    %r8d,%esi
   7d241:	shr    $0x3,%esi
   7d244:	mov    $0x40,%r10d
   7d24a:	tzcnt  %rcx,%r10
   7d24f:	shr    $0x3,%r10d
   7d253:	cmp    $0x2d,%dil
   7d257:	je     7d262 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1c72>
   7d259:	movzbl %r11b,%edx
   7d25d:	cmp    $0x2b,%edx
   7d260:	jne    7d270 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1c80>
   7d262:	dec    %r10
   7d265:	lea    -0x1(%rsi),%r12
   7d269:	mov    $0x8,%edx
   7d26e:	jmp    7d275 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1c85>
   7d270:	xor    %edx,%edx
   7d272:	mov    %rsi,%r12
   7d275:	and    %rcx,%r13
   7d278:	cmp    $0x1,%r13
   7d27c:	adc    $0xffffffffffffffff,%r12
   7d280:	mov    %r8d,%ecx
   7d283:	and    $0x38,%cl
   7d286:	shr    %cl,%r11
   7d289:	cmp    $0x3f,%r8
   7d28d:	movapd %xmm0,-0xa0(%rbp)
   7d295:	ja     7d374 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1d84>
   7d29b:	test   %r12,%r12
   7d29e:	jle    7d374 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1d84>
   7d2a4:	and    $0xdf,%r11d
   7d2ab:	cmp    $0x45,%r11d
   7d2af:	je     7d374 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1d84>
   7d2b5:	mov    %edx,%ecx
   7d2b7:	shr    %cl,%r9
   7d2ba:	lea    0x0(,%r10,8),%ecx
   7d2c2:	mov    %r9,%rdx
   7d2c5:	shr    $0x8,%rdx
   7d2c9:	xor    %r9,%rdx
   7d2cc:	shr    %cl,%rdx
   7d2cf:	shl    %cl,%rdx
   7d2d2:	xor    %r9,%rdx
   7d2d5:	lea    0x0(,%r12,8),%ecx
   7d2dd:	neg    %cl
   7d2df:	shl    %cl,%rdx
   7d2e2:	lea    (%rdx,%rdx,4),%rcx
   7d2e6:	shr    $0x8,%rdx
   7d2ea:	lea    (%rdx,%rcx,2),%rcx
   7d2ee:	mov    %rcx,%rdx
   7d2f1:	movabs $0xff000000ff,%r11
   7d2fb:	and    %r11,%rdx
   7d2fe:	movabs $0xf424000000064,%r9
   7d308:	imul   %r9,%rdx
   7d30c:	shr    $0x10,%rcx
   7d310:	and    %r11,%rcx
   7d313:	movabs $0x271000000001,%r9
   7d31d:	imul   %r9,%rcx
   7d321:	add    %rdx,%rcx
   7d324:	shr    $0x20,%rcx
   7d328:	cvtsi2sd %rcx,%xmm2
   7d32d:	sub    %r10,%r12
   7d330:	je     7d346 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1d56>
   7d332:	js     7fd54 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4764>
   7d338:	lea    0xa1de9(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7d33f:	divsd  0x28(%rcx,%r12,8),%xmm2
   7d346:	cmp    $0x8,%r8d
   7d34a:	jb     7d374 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1d84>
   7d34c:	cmp    $0x2d,%edi
   7d34f:	mov    $0x0,%ecx
   7d354:	movabs $0x8000000000000000,%rdx
   7d35e:	cmove  %rdx,%rcx
   7d362:	movq   %rcx,%xmm0
   7d367:	orpd   %xmm0,%xmm2
   7d36b:	add    %rax,%rsi
   7d36e:	mov    -0x28(%rbp),%r13
   7d372:	jmp    7d38e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1d9e>
   7d374:	mov    -0x28(%rbp),%r13
   7d378:	mov    %r13,%rdi
   7d37b:	mov    %rax,%rsi
   7d37e:	mov    -0x38(%rbp),%rdx
   7d382:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7d387:	movapd %xmm0,%xmm2
   7d38b:	mov    %rax,%rsi
   7d38e:	movabs $0x100003600,%rdi
   7d398:	movzbl 0x0(%r13,%rsi,1),%ecx
   7d39e:	cmp    $0x20,%cl
   7d3a1:	jne    7d3b7 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1dc7>
   7d3a3:	movzbl 0x1(%r13,%rsi,1),%ecx
   7d3a9:	inc    %rsi
   7d3ac:	lea    -0x30(%rcx),%eax
   7d3af:	cmp    $0xa,%al
   7d3b1:	jb     7de8c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x289c>
   7d3b7:	cmp    $0x3f,%cl
   7d3ba:	ja     7de8c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x289c>
   7d3c0:	lea    0x1(%rsi),%rax
   7d3c4:	data16 data16 cs nopw 0x0(%rax,%rax,1)
   7d3d0:	movzbl %cl,%edx
   7d3d3:	bt     %rdx,%rdi
   7d3d7:	jae    7d3ef <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1dff>
   7d3d9:	movzbl 0x1(%r13,%rsi,1),%ecx
   7d3df:	inc    %rsi
   7d3e2:	inc    %rax
   7d3e5:	cmp    $0x40,%cl
   7d3e8:	jb     7d3d0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1de0>
   7d3ea:	jmp    7de8c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x289c>
   7d3ef:	cmp    $0x2c,%cl
   7d3f2:	jne    7de8c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x289c>
   7d3f8:	movzbl 0x0(%r13,%rax,1),%ecx
   7d3fe:	cmp    $0x3f,%rcx
   7d402:	ja     7de89 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2899>
   7d408:	mov    %rax,%rsi
   7d40b:	inc    %rax
   7d40e:	bt     %rcx,%rdi
   7d412:	jb     7d3f8 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1e08>
   7d414:	jmp    7de8c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x289c>
   7d419:	mov    %rcx,%rax
   7d41c:	mov    0x0(%r13,%rax,1),%r11
   7d421:	mov    %r11,%r9
   7d424:	movabs $0x3030303030303030,%rcx
   7d42e:	xor    %rcx,%r9
   7d431:	mov    %r9,%rdx
   7d434:	and    -0x50(%rbp),%rdx
   7d438:	movabs $0x7676767676767676,%rcx
   7d442:	add    %rcx,%rdx
   7d445:	or     %r11,%rdx
   7d448:	movabs $0x8080808080808080,%r8
   7d452:	and    %r8,%rdx
   7d455:	mov    %r11,%rsi
   7d458:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7d462:	and    %rcx,%rsi
   7d465:	movabs $0x2e2e2e2e2e2e2e2e,%rdi
   7d46f:	xor    %rdi,%rsi
   7d472:	add    %rcx,%rsi
   7d475:	or     %r11,%rsi
   7d478:	not    %rsi
   7d47b:	movzbl %r11b,%edi
   7d47f:	lea    -0x2b(%rdi),%rcx
   7d483:	and    $0xfffffffffffffffd,%rcx
   7d487:	neg    %rcx
   7d48a:	mov    $0x0,%ecx
   7d48f:	sbb    %rcx,%rcx
   7d492:	or     $0xffffffffffffff7f,%rcx
   7d499:	and    %rdx,%rcx
   7d49c:	mov    %rcx,%r13
   7d49f:	neg    %r13
   7d4a2:	and    %rsi,%r13
   7d4a5:	lea    -0x1(%rcx),%rdx
   7d4a9:	test   %rcx,%r13
   7d4ac:	cmove  %r8,%rdx
   7d4b0:	and    %rcx,%rdx
   7d4b3:	mov    $0x40,%r8d
   7d4b9:	tzcnt  %rdx,%r8
   7d4be:	mov    %r8d,%esi
   7d4c1:	shr    $0x3,%esi
   7d4c4:	mov    $0x40,%r10d
   7d4ca:	tzcnt  %rcx,%r10
   7d4cf:	shr    $0x3,%r10d
   7d4d3:	cmp    $0x2d,%dil
   7d4d7:	je     7d4e2 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1ef2>
   7d4d9:	movzbl %r11b,%edx
   7d4dd:	cmp    $0x2b,%edx
   7d4e0:	jne    7d4f0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1f00>
   7d4e2:	dec    %r10
   7d4e5:	lea    -0x1(%rsi),%r12
   7d4e9:	mov    $0x8,%edx
   7d4ee:	jmp    7d4f5 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1f05>
   7d4f0:	xor    %edx,%edx
   7d4f2:	mov    %rsi,%r12
   7d4f5:	and    %rcx,%r13
   7d4f8:	cmp    $0x1,%r13
   7d4fc:	adc    $0xffffffffffffffff,%r12
   7d500:	mov    %r8d,%ecx
   7d503:	and    $0x38,%cl
   7d506:	shr    %cl,%r11
   7d509:	cmp    $0x3f,%r8
   7d50d:	movapd %xmm0,-0xa0(%rbp)
   7d515:	ja     7d5f4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2004>
   7d51b:	test   %r12,%r12
   7d51e:	jle    7d5f4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2004>
   7d524:	and    $0xdf,%r11d
   7d52b:	cmp    $0x45,%r11d
   7d52f:	je     7d5f4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2004>
   7d535:	mov    %edx,%ecx
   7d537:	shr    %cl,%r9
   7d53a:	lea    0x0(,%r10,8),%ecx
   7d542:	mov    %r9,%rdx
   7d545:	shr    $0x8,%rdx
   7d549:	xor    %r9,%rdx
   7d54c:	shr    %cl,%rdx
   7d54f:	shl    %cl,%rdx
   7d552:	xor    %r9,%rdx
   7d555:	lea    0x0(,%r12,8),%ecx
   7d55d:	neg    %cl
   7d55f:	shl    %cl,%rdx
   7d562:	lea    (%rdx,%rdx,4),%rcx
   7d566:	shr    $0x8,%rdx
   7d56a:	lea    (%rdx,%rcx,2),%rcx
   7d56e:	mov    %rcx,%rdx
   7d571:	movabs $0xff000000ff,%r11
   7d57b:	and    %r11,%rdx
   7d57e:	movabs $0xf424000000064,%r9
   7d588:	imul   %r9,%rdx
   7d58c:	shr    $0x10,%rcx
   7d590:	and    %r11,%rcx
   7d593:	movabs $0x271000000001,%r9
   7d59d:	imul   %r9,%rcx
   7d5a1:	add    %rdx,%rcx
   7d5a4:	shr    $0x20,%rcx
   7d5a8:	cvtsi2sd %rcx,%xmm2
   7d5ad:	sub    %r10,%r12
   7d5b0:	je     7d5c6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x1fd6>
   7d5b2:	js     7fd52 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4762>
   7d5b8:	lea    0xa1b69(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7d5bf:	divsd  0x28(%rcx,%r12,8),%xmm2
   7d5c6:	cmp    $0x8,%r8d
   7d5ca:	jb     7d5f4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2004>
   7d5cc:	cmp    $0x2d,%edi
   7d5cf:	mov    $0x0,%ecx
   7d5d4:	movabs $0x8000000000000000,%rdx
   7d5de:	cmove  %rdx,%rcx
   7d5e2:	movq   %rcx,%xmm0
   7d5e7:	orpd   %xmm0,%xmm2
   7d5eb:	add    %rax,%rsi
   7d5ee:	mov    -0x28(%rbp),%r13
   7d5f2:	jmp    7d60e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x201e>
   7d5f4:	mov    -0x28(%rbp),%r13
   7d5f8:	mov    %r13,%rdi
   7d5fb:	mov    %rax,%rsi
   7d5fe:	mov    -0x38(%rbp),%rdx
   7d602:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7d607:	movapd %xmm0,%xmm2
   7d60b:	mov    %rax,%rsi
   7d60e:	movabs $0x100003600,%rdi
   7d618:	movzbl 0x0(%r13,%rsi,1),%ecx
   7d61e:	cmp    $0x20,%cl
   7d621:	jne    7d637 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2047>
   7d623:	movzbl 0x1(%r13,%rsi,1),%ecx
   7d629:	inc    %rsi
   7d62c:	lea    -0x30(%rcx),%eax
   7d62f:	cmp    $0xa,%al
   7d631:	jb     7e10c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2b1c>
   7d637:	cmp    $0x3f,%cl
   7d63a:	ja     7e10c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2b1c>
   7d640:	lea    0x1(%rsi),%rax
   7d644:	data16 data16 cs nopw 0x0(%rax,%rax,1)
   7d650:	movzbl %cl,%edx
   7d653:	bt     %rdx,%rdi
   7d657:	jae    7d66f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x207f>
   7d659:	movzbl 0x1(%r13,%rsi,1),%ecx
   7d65f:	inc    %rsi
   7d662:	inc    %rax
   7d665:	cmp    $0x40,%cl
   7d668:	jb     7d650 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2060>
   7d66a:	jmp    7e10c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2b1c>
   7d66f:	cmp    $0x2c,%cl
   7d672:	jne    7e10c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2b1c>
   7d678:	movzbl 0x0(%r13,%rax,1),%ecx
   7d67e:	cmp    $0x3f,%rcx
   7d682:	ja     7e109 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2b19>
   7d688:	mov    %rax,%rsi
   7d68b:	inc    %rax
   7d68e:	bt     %rcx,%rdi
   7d692:	jb     7d678 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2088>
   7d694:	jmp    7e10c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2b1c>
   7d699:	mov    %rcx,%rax
   7d69c:	mov    0x0(%r13,%rax,1),%r10
   7d6a1:	mov    %r10,%r8
   7d6a4:	movabs $0x3030303030303030,%rcx
   7d6ae:	xor    %rcx,%r8
   7d6b1:	mov    -0x50(%rbp),%r9
   7d6b5:	and    %r8,%r9
   7d6b8:	movabs $0x7676767676767676,%rcx
   7d6c2:	add    %rcx,%r9
   7d6c5:	or     %r10,%r9
   7d6c8:	movabs $0x8080808080808080,%rdi
   7d6d2:	and    %rdi,%r9
   7d6d5:	mov    %r10,%rdx
   7d6d8:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7d6e2:	and    %rcx,%rdx
   7d6e5:	movabs $0x2e2e2e2e2e2e2e2e,%rsi
   7d6ef:	xor    %rsi,%rdx
   7d6f2:	add    %rcx,%rdx
   7d6f5:	or     %r10,%rdx
   7d6f8:	not    %rdx
   7d6fb:	movzbl %r10b,%esi
   7d6ff:	lea    -0x2b(%rsi),%rcx
   7d703:	and    $0xfffffffffffffffd,%rcx
   7d707:	neg    %rcx
   7d70a:	mov    $0x0,%ecx
   7d70f:	sbb    %rcx,%rcx
   7d712:	or     $0xffffffffffffff7f,%rcx
   7d719:	and    %r9,%rcx
   7d71c:	mov    %rcx,%r12
   7d71f:	neg    %r12
   7d722:	and    %rdx,%r12
   7d725:	lea    -0x1(%rcx),%rdx
   7d729:	test   %rcx,%r12
   7d72c:	cmove  %rdi,%rdx
   7d730:	and    %rcx,%rdx
   7d733:	mov    $0x40,%edi
   7d738:	tzcnt  %rdx,%rdi
   7d73d:	mov    %edi,%r11d
   7d740:	shr    $0x3,%r11d
   7d744:	mov    $0x40,%r9d
   7d74a:	tzcnt  %rcx,%r9
   7d74f:	shr    $0x3,%r9d
   7d753:	cmp    $0x2d,%sil
   7d757:	mov    %r11,-0x80(%rbp)
   7d75b:	je     7d766 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2176>
   7d75d:	movzbl %r10b,%edx
   7d761:	cmp    $0x2b,%edx
   7d764:	jne    7d773 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2183>
   7d766:	dec    %r9
   7d769:	dec    %r11
   7d76c:	mov    $0x8,%edx
   7d771:	jmp    7d775 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2185>
   7d773:	xor    %edx,%edx
   7d775:	mov    -0x30(%rbp),%r13
   7d779:	and    %rcx,%r12
   7d77c:	cmp    $0x1,%r12
   7d780:	adc    $0xffffffffffffffff,%r11
   7d784:	mov    %edi,%ecx
   7d786:	and    $0x38,%cl
   7d789:	shr    %cl,%r10
   7d78c:	cmp    $0x3f,%rdi
   7d790:	ja     7d86e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x227e>
   7d796:	test   %r11,%r11
   7d799:	jle    7d86e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x227e>
   7d79f:	and    $0xdf,%r10d
   7d7a6:	cmp    $0x45,%r10d
   7d7aa:	je     7d86e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x227e>
   7d7b0:	mov    %edx,%ecx
   7d7b2:	shr    %cl,%r8
   7d7b5:	lea    0x0(,%r9,8),%ecx
   7d7bd:	mov    %r8,%rdx
   7d7c0:	shr    $0x8,%rdx
   7d7c4:	xor    %r8,%rdx
   7d7c7:	shr    %cl,%rdx
   7d7ca:	shl    %cl,%rdx
   7d7cd:	xor    %r8,%rdx
   7d7d0:	lea    0x0(,%r11,8),%ecx
   7d7d8:	neg    %cl
   7d7da:	shl    %cl,%rdx
   7d7dd:	lea    (%rdx,%rdx,4),%rcx
   7d7e1:	shr    $0x8,%rdx
   7d7e5:	lea    (%rdx,%rcx,2),%rcx
   7d7e9:	mov    %rcx,%rdx
   7d7ec:	movabs $0xff000000ff,%r10
   7d7f6:	and    %r10,%rdx
   7d7f9:	movabs $0xf424000000064,%r8
   7d803:	imul   %r8,%rdx
   7d807:	shr    $0x10,%rcx
   7d80b:	and    %r10,%rcx
   7d80e:	movabs $0x271000000001,%r8
   7d818:	imul   %r8,%rcx
   7d81c:	add    %rdx,%rcx
   7d81f:	shr    $0x20,%rcx
   7d823:	cvtsi2sd %rcx,%xmm0
   7d828:	sub    %r9,%r11
   7d82b:	je     7d841 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2251>
   7d82d:	js     7fd56 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4766>
   7d833:	lea    0xa18ee(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7d83a:	divsd  0x28(%rcx,%r11,8),%xmm0
   7d841:	cmp    $0x8,%edi
   7d844:	jb     7d86e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x227e>
   7d846:	cmp    $0x2d,%esi
   7d849:	mov    $0x0,%ecx
   7d84e:	movabs $0x8000000000000000,%rdx
   7d858:	cmove  %rdx,%rcx
   7d85c:	movq   %rcx,%xmm1
   7d861:	orpd   %xmm1,%xmm0
   7d865:	mov    -0x80(%rbp),%rcx
   7d869:	add    %rax,%rcx
   7d86c:	jmp    7d88b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x229b>
   7d86e:	mov    -0x28(%rbp),%rdi
   7d872:	mov    %rax,%rsi
   7d875:	mov    -0x38(%rbp),%rdx
   7d879:	movapd %xmm3,-0x50(%rbp)
   7d87e:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7d883:	movapd -0x50(%rbp),%xmm3
   7d888:	mov    %rax,%rcx
   7d88b:	movzbl -0xa0(%rbp),%eax
   7d892:	unpcklpd %xmm0,%xmm3
   7d896:	cmp    $0x61,%bl
   7d899:	jae    7d8ad <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x22bd>
   7d89b:	mov    -0x28(%rbp),%rdi
   7d89f:	movapd -0xb0(%rbp),%xmm0
   7d8a7:	cmp    $0x71,%al
   7d8a9:	jne    7d8c1 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x22d1>
   7d8ab:	jmp    7d8c9 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x22d9>
   7d8ad:	movapd -0xb0(%rbp),%xmm0
   7d8b5:	addpd  %xmm0,%xmm3
   7d8b9:	mov    -0x28(%rbp),%rdi
   7d8bd:	cmp    $0x71,%al
   7d8bf:	je     7d8c9 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x22d9>
   7d8c1:	movzbl %al,%eax
   7d8c4:	cmp    $0x74,%eax
   7d8c7:	jne    7d8d5 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x22e5>
   7d8c9:	addpd  %xmm0,%xmm0
   7d8cd:	subpd  -0x90(%rbp),%xmm0
   7d8d5:	movapd %xmm0,-0x90(%rbp)
   7d8dd:	subpd  %xmm0,%xmm0
   7d8e1:	movapd %xmm3,%xmm1
   7d8e5:	subpd  %xmm3,%xmm1
   7d8e9:	addpd  %xmm0,%xmm1
   7d8ed:	movapd %xmm1,%xmm0
   7d8f1:	unpckhpd %xmm1,%xmm0
   7d8f5:	addsd  %xmm1,%xmm0
   7d8f9:	xorpd  %xmm1,%xmm1
   7d8fd:	ucomisd %xmm1,%xmm0
   7d901:	jne    7fc46 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4656>
   7d907:	jp     7fc46 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4656>
   7d90d:	mov    %rcx,%r15
   7d910:	mov    0x8(%r13),%rax
   7d914:	cmp    0x10(%r13),%rax
   7d918:	movapd %xmm3,-0x50(%rbp)
   7d91d:	jne    7d939 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2349>
   7d91f:	mov    -0x30(%rbp),%r13
   7d923:	call   7ad40 <$s14InkInterchange17SVGPathDataParserO4SinkV9growVerbs33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7d928:	movapd -0x50(%rbp),%xmm3
   7d92d:	mov    -0x30(%rbp),%r13
   7d931:	mov    -0x28(%rbp),%rdi
   7d935:	mov    0x8(%r13),%rax
   7d939:	mov    0x0(%r13),%rcx
   7d93d:	movb   $0x2,(%rcx,%rax,1)
   7d941:	inc    %rax
   7d944:	mov    %rax,0x8(%r13)
   7d948:	mov    0x28(%r13),%rax
   7d94c:	cmp    0x30(%r13),%rax
   7d950:	jne    7d96c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x237c>
   7d952:	mov    -0x30(%rbp),%r13
   7d956:	call   7ade0 <$s14InkInterchange17SVGPathDataParserO4SinkV10growPoints33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7d95b:	movapd -0x50(%rbp),%xmm3
   7d960:	mov    -0x30(%rbp),%r13
   7d964:	mov    -0x28(%rbp),%rdi
   7d968:	mov    0x28(%r13),%rax
   7d96c:	mov    0x20(%r13),%rcx
   7d970:	mov    %rax,%rdx
   7d973:	shl    $0x4,%rdx
   7d977:	movapd -0x90(%rbp),%xmm0
   7d97f:	movapd %xmm0,(%rcx,%rdx,1)
   7d984:	inc    %rax
   7d987:	mov    %rax,0x28(%r13)
   7d98b:	cmp    0x30(%r13),%rax
   7d98f:	mov    -0x70(%rbp),%r8
   7d993:	jmp    7f4c5 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3ed5>
   7d998:	mov    %rcx,%rax
   7d99b:	mov    0x0(%r13,%rax,1),%r11
   7d9a0:	mov    %r11,%r9
   7d9a3:	movabs $0x3030303030303030,%rcx
   7d9ad:	xor    %rcx,%r9
   7d9b0:	mov    %r9,%rdx
   7d9b3:	and    -0x50(%rbp),%rdx
   7d9b7:	movabs $0x7676767676767676,%rcx
   7d9c1:	add    %rcx,%rdx
   7d9c4:	or     %r11,%rdx
   7d9c7:	movabs $0x8080808080808080,%r8
   7d9d1:	and    %r8,%rdx
   7d9d4:	mov    %r11,%rsi
   7d9d7:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7d9e1:	and    %rcx,%rsi
   7d9e4:	movabs $0x2e2e2e2e2e2e2e2e,%rdi
   7d9ee:	xor    %rdi,%rsi
   7d9f1:	add    %rcx,%rsi
   7d9f4:	or     %r11,%rsi
   7d9f7:	not    %rsi
   7d9fa:	movzbl %r11b,%edi
   7d9fe:	lea    -0x2b(%rdi),%rcx
   7da02:	and    $0xfffffffffffffffd,%rcx
   7da06:	neg    %rcx
   7da09:	mov    $0x0,%ecx
   7da0e:	sbb    %rcx,%rcx
   7da11:	or     $0xffffffffffffff7f,%rcx
   7da18:	and    %rdx,%rcx
   7da1b:	mov    %rcx,%r13
   7da1e:	neg    %r13
   7da21:	and    %rsi,%r13
   7da24:	lea    -0x1(%rcx),%rdx
   7da28:	test   %rcx,%r13
   7da2b:	cmove  %r8,%rdx
   7da2f:	and    %rcx,%rdx
   7da32:	mov    $0x40,%r8d
   7da38:	tzcnt  %rdx,%r8
   7da3d:	mov    %r8d,%esi
   7da40:	shr    $0x3,%esi
   7da43:	mov    $0x40,%r10d
   7da49:	tzcnt  %rcx,%r10
   7da4e:	shr    $0x3,%r10d
   7da52:	cmp    $0x2d,%dil
   7da56:	je     7da61 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2471>
   7da58:	movzbl %r11b,%edx
   7da5c:	cmp    $0x2b,%edx
   7da5f:	jne    7da6f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x247f>
   7da61:	dec    %r10
   7da64:	lea    -0x1(%rsi),%r12
   7da68:	mov    $0x8,%edx
   7da6d:	jmp    7da74 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2484>
   7da6f:	xor    %edx,%edx
   7da71:	mov    %rsi,%r12
   7da74:	and    %rcx,%r13
   7da77:	cmp    $0x1,%r13
   7da7b:	adc    $0xffffffffffffffff,%r12
   7da7f:	mov    %r8d,%ecx
   7da82:	and    $0x38,%cl
   7da85:	shr    %cl,%r11
   7da88:	cmp    $0x3f,%r8
   7da8c:	movapd %xmm0,-0x90(%rbp)
   7da94:	ja     7db73 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2583>
   7da9a:	test   %r12,%r12
   7da9d:	jle    7db73 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2583>
   7daa3:	and    $0xdf,%r11d
   7daaa:	cmp    $0x45,%r11d
   7daae:	je     7db73 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2583>
   7dab4:	mov    %edx,%ecx
   7dab6:	shr    %cl,%r9
   7dab9:	lea    0x0(,%r10,8),%ecx
   7dac1:	mov    %r9,%rdx
   7dac4:	shr    $0x8,%rdx
   7dac8:	xor    %r9,%rdx
   7dacb:	shr    %cl,%rdx
   7dace:	shl    %cl,%rdx
   7dad1:	xor    %r9,%rdx
   7dad4:	lea    0x0(,%r12,8),%ecx
   7dadc:	neg    %cl
   7dade:	shl    %cl,%rdx
   7dae1:	lea    (%rdx,%rdx,4),%rcx
   7dae5:	shr    $0x8,%rdx
   7dae9:	lea    (%rdx,%rcx,2),%rcx
   7daed:	mov    %rcx,%rdx
   7daf0:	movabs $0xff000000ff,%r11
   7dafa:	and    %r11,%rdx
   7dafd:	movabs $0xf424000000064,%r9
   7db07:	imul   %r9,%rdx
   7db0b:	shr    $0x10,%rcx
   7db0f:	and    %r11,%rcx
   7db12:	movabs $0x271000000001,%r9
   7db1c:	imul   %r9,%rcx
   7db20:	add    %rdx,%rcx
   7db23:	shr    $0x20,%rcx
   7db27:	cvtsi2sd %rcx,%xmm1
   7db2c:	sub    %r10,%r12
   7db2f:	je     7db45 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2555>
   7db31:	js     7fd50 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4760>
   7db37:	lea    0xa15ea(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7db3e:	divsd  0x28(%rcx,%r12,8),%xmm1
   7db45:	cmp    $0x8,%r8d
   7db49:	jb     7db73 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2583>
   7db4b:	cmp    $0x2d,%edi
   7db4e:	mov    $0x0,%ecx
   7db53:	movabs $0x8000000000000000,%rdx
   7db5d:	cmove  %rdx,%rcx
   7db61:	movq   %rcx,%xmm0
   7db66:	orpd   %xmm0,%xmm1
   7db6a:	add    %rax,%rsi
   7db6d:	mov    -0x28(%rbp),%r13
   7db71:	jmp    7db8d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x259d>
   7db73:	mov    -0x28(%rbp),%r13
   7db77:	mov    %r13,%rdi
   7db7a:	mov    %rax,%rsi
   7db7d:	mov    -0x38(%rbp),%rdx
   7db81:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7db86:	movapd %xmm0,%xmm1
   7db8a:	mov    %rax,%rsi
   7db8d:	movabs $0x100003600,%rdi
   7db97:	movzbl 0x0(%r13,%rsi,1),%ecx
   7db9d:	cmp    $0x20,%cl
   7dba0:	jne    7dbb6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x25c6>
   7dba2:	movzbl 0x1(%r13,%rsi,1),%ecx
   7dba8:	inc    %rsi
   7dbab:	lea    -0x30(%rcx),%eax
   7dbae:	cmp    $0xa,%al
   7dbb0:	jb     7e3ba <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2dca>
   7dbb6:	cmp    $0x3f,%cl
   7dbb9:	ja     7e3ba <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2dca>
   7dbbf:	lea    0x1(%rsi),%rax
   7dbc3:	data16 data16 data16 cs nopw 0x0(%rax,%rax,1)
   7dbd0:	movzbl %cl,%edx
   7dbd3:	bt     %rdx,%rdi
   7dbd7:	jae    7dbef <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x25ff>
   7dbd9:	movzbl 0x1(%r13,%rsi,1),%ecx
   7dbdf:	inc    %rsi
   7dbe2:	inc    %rax
   7dbe5:	cmp    $0x40,%cl
   7dbe8:	jb     7dbd0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x25e0>
   7dbea:	jmp    7e3ba <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2dca>
   7dbef:	cmp    $0x2c,%cl
   7dbf2:	jne    7e3ba <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2dca>
   7dbf8:	movzbl 0x0(%r13,%rax,1),%ecx
   7dbfe:	cmp    $0x3f,%rcx
   7dc02:	ja     7e3b7 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2dc7>
   7dc08:	mov    %rax,%rsi
   7dc0b:	inc    %rax
   7dc0e:	bt     %rcx,%rdi
   7dc12:	jb     7dbf8 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2608>
   7dc14:	jmp    7e3ba <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2dca>
   7dc19:	mov    %rax,%rsi
   7dc1c:	mov    0x0(%r13,%rsi,1),%r11
   7dc21:	mov    %r11,%r9
   7dc24:	movabs $0x3030303030303030,%rax
   7dc2e:	xor    %rax,%r9
   7dc31:	mov    %r9,%rax
   7dc34:	and    -0x50(%rbp),%rax
   7dc38:	movabs $0x7676767676767676,%rcx
   7dc42:	add    %rcx,%rax
   7dc45:	or     %r11,%rax
   7dc48:	movabs $0x8080808080808080,%r8
   7dc52:	and    %r8,%rax
   7dc55:	mov    %r11,%rdx
   7dc58:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7dc62:	and    %rcx,%rdx
   7dc65:	movabs $0x2e2e2e2e2e2e2e2e,%rdi
   7dc6f:	xor    %rdi,%rdx
   7dc72:	add    %rcx,%rdx
   7dc75:	or     %r11,%rdx
   7dc78:	not    %rdx
   7dc7b:	movzbl %r11b,%edi
   7dc7f:	lea    -0x2b(%rdi),%rcx
   7dc83:	and    $0xfffffffffffffffd,%rcx
   7dc87:	neg    %rcx
   7dc8a:	mov    $0x0,%ecx
   7dc8f:	sbb    %rcx,%rcx
   7dc92:	or     $0xffffffffffffff7f,%rcx
   7dc99:	and    %rax,%rcx
   7dc9c:	mov    %rcx,%r13
   7dc9f:	neg    %r13
   7dca2:	and    %rdx,%r13
   7dca5:	lea    -0x1(%rcx),%rax
   7dca9:	test   %rcx,%r13
   7dcac:	cmove  %r8,%rax
   7dcb0:	and    %rcx,%rax
   7dcb3:	mov    $0x40,%r8d
   7dcb9:	tzcnt  %rax,%r8
   7dcbe:	mov    %r8d,%eax
   7dcc1:	shr    $0x3,%eax
   7dcc4:	mov    $0x40,%r10d
   7dcca:	tzcnt  %rcx,%r10
   7dccf:	shr    $0x3,%r10d
   7dcd3:	cmp    $0x2d,%dil
   7dcd7:	je     7dce2 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x26f2>
   7dcd9:	movzbl %r11b,%edx
   7dcdd:	cmp    $0x2b,%edx
   7dce0:	jne    7dcf0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2700>
   7dce2:	dec    %r10
   7dce5:	lea    -0x1(%rax),%r12
   7dce9:	mov    $0x8,%edx
   7dcee:	jmp    7dcf5 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2705>
   7dcf0:	xor    %edx,%edx
   7dcf2:	mov    %rax,%r12
   7dcf5:	and    %rcx,%r13
   7dcf8:	cmp    $0x1,%r13
   7dcfc:	adc    $0xffffffffffffffff,%r12
   7dd00:	mov    %r8d,%ecx
   7dd03:	and    $0x38,%cl
   7dd06:	shr    %cl,%r11
   7dd09:	cmp    $0x3f,%r8
   7dd0d:	movapd %xmm1,-0xd0(%rbp)
   7dd15:	ja     7ddf4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2804>
   7dd1b:	test   %r12,%r12
   7dd1e:	jle    7ddf4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2804>
   7dd24:	and    $0xdf,%r11d
   7dd2b:	cmp    $0x45,%r11d
   7dd2f:	je     7ddf4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2804>
   7dd35:	mov    %edx,%ecx
   7dd37:	shr    %cl,%r9
   7dd3a:	lea    0x0(,%r10,8),%ecx
   7dd42:	mov    %r9,%rdx
   7dd45:	shr    $0x8,%rdx
   7dd49:	xor    %r9,%rdx
   7dd4c:	shr    %cl,%rdx
   7dd4f:	shl    %cl,%rdx
   7dd52:	xor    %r9,%rdx
   7dd55:	lea    0x0(,%r12,8),%ecx
   7dd5d:	neg    %cl
   7dd5f:	shl    %cl,%rdx
   7dd62:	lea    (%rdx,%rdx,4),%rcx
   7dd66:	shr    $0x8,%rdx
   7dd6a:	lea    (%rdx,%rcx,2),%rcx
   7dd6e:	mov    %rcx,%rdx
   7dd71:	movabs $0xff000000ff,%r11
   7dd7b:	and    %r11,%rdx
   7dd7e:	movabs $0xf424000000064,%r9
   7dd88:	imul   %r9,%rdx
   7dd8c:	shr    $0x10,%rcx
   7dd90:	and    %r11,%rcx
   7dd93:	movabs $0x271000000001,%r9
   7dd9d:	imul   %r9,%rcx
   7dda1:	add    %rdx,%rcx
   7dda4:	shr    $0x20,%rcx
   7dda8:	cvtsi2sd %rcx,%xmm3
   7ddad:	sub    %r10,%r12
   7ddb0:	je     7ddc6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x27d6>
   7ddb2:	js     7fd5e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x476e>
   7ddb8:	lea    0xa1369(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7ddbf:	divsd  0x28(%rcx,%r12,8),%xmm3
   7ddc6:	cmp    $0x8,%r8d
   7ddca:	jb     7ddf4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2804>
   7ddcc:	cmp    $0x2d,%edi
   7ddcf:	mov    $0x0,%ecx
   7ddd4:	movabs $0x8000000000000000,%rdx
   7ddde:	cmove  %rdx,%rcx
   7dde2:	movq   %rcx,%xmm0
   7dde7:	orpd   %xmm0,%xmm3
   7ddeb:	add    %rsi,%rax
   7ddee:	mov    -0x28(%rbp),%r13
   7ddf2:	jmp    7de08 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2818>
   7ddf4:	mov    -0x28(%rbp),%r13
   7ddf8:	mov    %r13,%rdi
   7ddfb:	mov    -0x38(%rbp),%rdx
   7ddff:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7de04:	movapd %xmm0,%xmm3
   7de08:	movabs $0x100003600,%rdi
   7de12:	movzbl 0x0(%r13,%rax,1),%edx
   7de18:	cmp    $0x20,%dl
   7de1b:	jne    7de32 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2842>
   7de1d:	movzbl 0x1(%r13,%rax,1),%edx
   7de23:	inc    %rax
   7de26:	lea    -0x30(%rdx),%ecx
   7de29:	cmp    $0xa,%cl
   7de2c:	jb     7e62c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x303c>
   7de32:	cmp    $0x3f,%dl
   7de35:	ja     7e62c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x303c>
   7de3b:	lea    0x1(%rax),%rcx
   7de3f:	nop
   7de40:	movzbl %dl,%esi
   7de43:	bt     %rsi,%rdi
   7de47:	jae    7de5f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x286f>
   7de49:	movzbl 0x1(%r13,%rax,1),%edx
   7de4f:	inc    %rax
   7de52:	inc    %rcx
   7de55:	cmp    $0x40,%dl
   7de58:	jb     7de40 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2850>
   7de5a:	jmp    7e62c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x303c>
   7de5f:	cmp    $0x2c,%dl
   7de62:	jne    7e62c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x303c>
   7de68:	movzbl 0x0(%r13,%rcx,1),%edx
   7de6e:	cmp    $0x3f,%rdx
   7de72:	ja     7e629 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3039>
   7de78:	mov    %rcx,%rax
   7de7b:	inc    %rcx
   7de7e:	bt     %rdx,%rdi
   7de82:	jb     7de68 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2878>
   7de84:	jmp    7e62c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x303c>
   7de89:	mov    %rax,%rsi
   7de8c:	mov    0x0(%r13,%rsi,1),%r11
   7de91:	mov    %r11,%r9
   7de94:	movabs $0x3030303030303030,%rax
   7de9e:	xor    %rax,%r9
   7dea1:	mov    %r9,%rax
   7dea4:	and    -0x50(%rbp),%rax
   7dea8:	movabs $0x7676767676767676,%rcx
   7deb2:	add    %rcx,%rax
   7deb5:	or     %r11,%rax
   7deb8:	movabs $0x8080808080808080,%r8
   7dec2:	and    %r8,%rax
   7dec5:	mov    %r11,%rdx
   7dec8:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7ded2:	and    %rcx,%rdx
   7ded5:	movabs $0x2e2e2e2e2e2e2e2e,%rdi
   7dedf:	xor    %rdi,%rdx
   7dee2:	add    %rcx,%rdx
   7dee5:	or     %r11,%rdx
   7dee8:	not    %rdx
   7deeb:	movzbl %r11b,%edi
   7deef:	lea    -0x2b(%rdi),%rcx
   7def3:	and    $0xfffffffffffffffd,%rcx
   7def7:	neg    %rcx
   7defa:	mov    $0x0,%ecx
   7deff:	sbb    %rcx,%rcx
   7df02:	or     $0xffffffffffffff7f,%rcx
   7df09:	and    %rax,%rcx
   7df0c:	mov    %rcx,%r13
   7df0f:	neg    %r13
   7df12:	and    %rdx,%r13
   7df15:	lea    -0x1(%rcx),%rax
   7df19:	test   %rcx,%r13
   7df1c:	cmove  %r8,%rax
   7df20:	and    %rcx,%rax
   7df23:	mov    $0x40,%r8d
   7df29:	tzcnt  %rax,%r8
   7df2e:	mov    %r8d,%eax
   7df31:	shr    $0x3,%eax
   7df34:	mov    $0x40,%r10d
   7df3a:	tzcnt  %rcx,%r10
   7df3f:	shr    $0x3,%r10d
   7df43:	cmp    $0x2d,%dil
   7df47:	je     7df52 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2962>
   7df49:	movzbl %r11b,%edx
   7df4d:	cmp    $0x2b,%edx
   7df50:	jne    7df60 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2970>
   7df52:	dec    %r10
   7df55:	lea    -0x1(%rax),%r12
   7df59:	mov    $0x8,%edx
   7df5e:	jmp    7df65 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2975>
   7df60:	xor    %edx,%edx
   7df62:	mov    %rax,%r12
   7df65:	and    %rcx,%r13
   7df68:	cmp    $0x1,%r13
   7df6c:	adc    $0xffffffffffffffff,%r12
   7df70:	mov    %r8d,%ecx
   7df73:	and    $0x38,%cl
   7df76:	shr    %cl,%r11
   7df79:	cmp    $0x3f,%r8
   7df7d:	movapd %xmm2,-0xc0(%rbp)
   7df85:	ja     7e06c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2a7c>
   7df8b:	test   %r12,%r12
   7df8e:	jle    7e06c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2a7c>
   7df94:	and    $0xdf,%r11d
   7df9b:	cmp    $0x45,%r11d
   7df9f:	je     7e06c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2a7c>
   7dfa5:	mov    %edx,%ecx
   7dfa7:	shr    %cl,%r9
   7dfaa:	lea    0x0(,%r10,8),%ecx
   7dfb2:	mov    %r9,%rdx
   7dfb5:	shr    $0x8,%rdx
   7dfb9:	xor    %r9,%rdx
   7dfbc:	shr    %cl,%rdx
   7dfbf:	shl    %cl,%rdx
   7dfc2:	xor    %r9,%rdx
   7dfc5:	lea    0x0(,%r12,8),%ecx
   7dfcd:	neg    %cl
   7dfcf:	shl    %cl,%rdx
   7dfd2:	lea    (%rdx,%rdx,4),%rcx
   7dfd6:	shr    $0x8,%rdx
   7dfda:	lea    (%rdx,%rcx,2),%rcx
   7dfde:	mov    %rcx,%rdx
   7dfe1:	movabs $0xff000000ff,%r11
   7dfeb:	and    %r11,%rdx
   7dfee:	movabs $0xf424000000064,%r9
   7dff8:	imul   %r9,%rdx
   7dffc:	shr    $0x10,%rcx
   7e000:	and    %r11,%rcx
   7e003:	movabs $0x271000000001,%r9
   7e00d:	imul   %r9,%rcx
   7e011:	add    %rdx,%rcx
   7e014:	shr    $0x20,%rcx
   7e018:	cvtsi2sd %rcx,%xmm0
   7e01d:	sub    %r10,%r12
   7e020:	je     7e036 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2a46>
   7e022:	js     7fd5c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x476c>
   7e028:	lea    0xa10f9(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7e02f:	divsd  0x28(%rcx,%r12,8),%xmm0
   7e036:	cmp    $0x8,%r8d
   7e03a:	jb     7e06c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2a7c>
   7e03c:	movapd %xmm0,%xmm1
   7e040:	cmp    $0x2d,%edi
   7e043:	mov    $0x0,%ecx
   7e048:	movabs $0x8000000000000000,%rdx
   7e052:	cmove  %rdx,%rcx
   7e056:	movq   %rcx,%xmm0
   7e05b:	orpd   %xmm0,%xmm1
   7e05f:	movapd %xmm1,%xmm0
   7e063:	add    %rsi,%rax
   7e066:	mov    -0x28(%rbp),%r13
   7e06a:	jmp    7e07c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2a8c>
   7e06c:	mov    -0x28(%rbp),%r13
   7e070:	mov    %r13,%rdi
   7e073:	mov    -0x38(%rbp),%rdx
   7e077:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7e07c:	movabs $0x100003600,%rdi
   7e086:	movzbl 0x0(%r13,%rax,1),%edx
   7e08c:	cmp    $0x20,%dl
   7e08f:	jne    7e0a6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2ab6>
   7e091:	movzbl 0x1(%r13,%rax,1),%edx
   7e097:	inc    %rax
   7e09a:	lea    -0x30(%rdx),%ecx
   7e09d:	cmp    $0xa,%cl
   7e0a0:	jb     7e977 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3387>
   7e0a6:	cmp    $0x3f,%dl
   7e0a9:	ja     7e977 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3387>
   7e0af:	lea    0x1(%rax),%rcx
   7e0b3:	data16 data16 data16 cs nopw 0x0(%rax,%rax,1)
   7e0c0:	movzbl %dl,%esi
   7e0c3:	bt     %rsi,%rdi
   7e0c7:	jae    7e0df <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2aef>
   7e0c9:	movzbl 0x1(%r13,%rax,1),%edx
   7e0cf:	inc    %rax
   7e0d2:	inc    %rcx
   7e0d5:	cmp    $0x40,%dl
   7e0d8:	jb     7e0c0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2ad0>
   7e0da:	jmp    7e977 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3387>
   7e0df:	cmp    $0x2c,%dl
   7e0e2:	jne    7e977 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3387>
   7e0e8:	movzbl 0x0(%r13,%rcx,1),%edx
   7e0ee:	cmp    $0x3f,%rdx
   7e0f2:	ja     7e974 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3384>
   7e0f8:	mov    %rcx,%rax
   7e0fb:	inc    %rcx
   7e0fe:	bt     %rdx,%rdi
   7e102:	jb     7e0e8 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2af8>
   7e104:	jmp    7e977 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3387>
   7e109:	mov    %rax,%rsi
   7e10c:	mov    0x0(%r13,%rsi,1),%r10
   7e111:	mov    %r10,%r8
   7e114:	movabs $0x3030303030303030,%rax
   7e11e:	xor    %rax,%r8
   7e121:	mov    %r8,%rax
   7e124:	and    -0x50(%rbp),%rax
   7e128:	movabs $0x7676767676767676,%rcx
   7e132:	add    %rcx,%rax
   7e135:	or     %r10,%rax
   7e138:	movabs $0x8080808080808080,%r9
   7e142:	and    %r9,%rax
   7e145:	mov    %r10,%rdi
   7e148:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7e152:	and    %rcx,%rdi
   7e155:	movabs $0x2e2e2e2e2e2e2e2e,%rdx
   7e15f:	xor    %rdx,%rdi
   7e162:	add    %rcx,%rdi
   7e165:	or     %r10,%rdi
   7e168:	not    %rdi
   7e16b:	movzbl %r10b,%edx
   7e16f:	lea    -0x2b(%rdx),%rcx
   7e173:	and    $0xfffffffffffffffd,%rcx
   7e177:	neg    %rcx
   7e17a:	mov    $0x0,%ecx
   7e17f:	sbb    %rcx,%rcx
   7e182:	or     $0xffffffffffffff7f,%rcx
   7e189:	and    %rax,%rcx
   7e18c:	mov    %rcx,%r12
   7e18f:	neg    %r12
   7e192:	and    %rdi,%r12
   7e195:	lea    -0x1(%rcx),%rax
   7e199:	test   %rcx,%r12
   7e19c:	cmove  %r9,%rax
   7e1a0:	and    %rcx,%rax
   7e1a3:	mov    $0x40,%edi
   7e1a8:	tzcnt  %rax,%rdi
   7e1ad:	mov    %edi,%r13d
   7e1b0:	shr    $0x3,%r13d
   7e1b4:	mov    $0x40,%r9d
   7e1ba:	tzcnt  %rcx,%r9
   7e1bf:	shr    $0x3,%r9d
   7e1c3:	cmp    $0x2d,%dl
   7e1c6:	je     7e1d1 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2be1>
   7e1c8:	movzbl %r10b,%eax
   7e1cc:	cmp    $0x2b,%eax
   7e1cf:	jne    7e1df <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2bef>
   7e1d1:	dec    %r9
   7e1d4:	lea    -0x1(%r13),%r11
   7e1d8:	mov    $0x8,%eax
   7e1dd:	jmp    7e1e4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2bf4>
   7e1df:	xor    %eax,%eax
   7e1e1:	mov    %r13,%r11
   7e1e4:	and    %rcx,%r12
   7e1e7:	cmp    $0x1,%r12
   7e1eb:	adc    $0xffffffffffffffff,%r11
   7e1ef:	mov    %edi,%ecx
   7e1f1:	and    $0x38,%cl
   7e1f4:	shr    %cl,%r10
   7e1f7:	cmp    $0x3f,%rdi
   7e1fb:	movapd %xmm2,-0xc0(%rbp)
   7e203:	ja     7e2dd <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2ced>
   7e209:	test   %r11,%r11
   7e20c:	jle    7e2dd <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2ced>
   7e212:	and    $0xdf,%r10d
   7e219:	cmp    $0x45,%r10d
   7e21d:	je     7e2dd <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2ced>
   7e223:	mov    %eax,%ecx
   7e225:	shr    %cl,%r8
   7e228:	lea    0x0(,%r9,8),%ecx
   7e230:	mov    %r8,%rax
   7e233:	shr    $0x8,%rax
   7e237:	xor    %r8,%rax
   7e23a:	shr    %cl,%rax
   7e23d:	shl    %cl,%rax
   7e240:	xor    %r8,%rax
   7e243:	lea    0x0(,%r11,8),%ecx
   7e24b:	neg    %cl
   7e24d:	shl    %cl,%rax
   7e250:	lea    (%rax,%rax,4),%rcx
   7e254:	shr    $0x8,%rax
   7e258:	lea    (%rax,%rcx,2),%rax
   7e25c:	mov    %rax,%rcx
   7e25f:	movabs $0xff000000ff,%r10
   7e269:	and    %r10,%rcx
   7e26c:	movabs $0xf424000000064,%r8
   7e276:	imul   %r8,%rcx
   7e27a:	shr    $0x10,%rax
   7e27e:	and    %r10,%rax
   7e281:	movabs $0x271000000001,%r8
   7e28b:	imul   %r8,%rax
   7e28f:	add    %rcx,%rax
   7e292:	shr    $0x20,%rax
   7e296:	cvtsi2sd %rax,%xmm3
   7e29b:	sub    %r9,%r11
   7e29e:	je     7e2b4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2cc4>
   7e2a0:	js     7fd5a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x476a>
   7e2a6:	lea    0xa0e7b(%rip),%rax        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7e2ad:	divsd  0x28(%rax,%r11,8),%xmm3
   7e2b4:	cmp    $0x8,%edi
   7e2b7:	jb     7e2dd <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2ced>
   7e2b9:	cmp    $0x2d,%edx
   7e2bc:	mov    $0x0,%eax
   7e2c1:	movabs $0x8000000000000000,%rcx
   7e2cb:	cmove  %rcx,%rax
   7e2cf:	movq   %rax,%xmm0
   7e2d4:	orpd   %xmm0,%xmm3
   7e2d8:	add    %rsi,%r13
   7e2db:	jmp    7e2f9 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2d09>
   7e2dd:	mov    -0x28(%rbp),%rdi
   7e2e1:	mov    -0x38(%rbp),%rdx
   7e2e5:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7e2ea:	movapd -0xc0(%rbp),%xmm2
   7e2f2:	movapd %xmm0,%xmm3
   7e2f6:	mov    %rax,%r13
   7e2f9:	movabs $0x100003600,%r8
   7e303:	movapd -0xa0(%rbp),%xmm0
   7e30b:	subsd  %xmm0,%xmm0
   7e30f:	movapd %xmm2,%xmm1
   7e313:	subsd  %xmm2,%xmm1
   7e317:	addsd  %xmm0,%xmm1
   7e31b:	movapd %xmm3,%xmm0
   7e31f:	subsd  %xmm3,%xmm0
   7e323:	addsd  %xmm1,%xmm0
   7e327:	xorpd  %xmm1,%xmm1
   7e32b:	ucomisd %xmm1,%xmm0
   7e32f:	jne    7fcc4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x46d4>
   7e335:	jp     7fcc4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x46d4>
   7e33b:	mov    -0x28(%rbp),%rdi
   7e33f:	movzbl (%rdi,%r13,1),%ecx
   7e344:	cmp    $0x20,%cl
   7e347:	mov    -0x38(%rbp),%rsi
   7e34b:	jne    7e361 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2d71>
   7e34d:	movzbl 0x1(%rdi,%r13,1),%ecx
   7e353:	inc    %r13
   7e356:	lea    -0x30(%rcx),%eax
   7e359:	cmp    $0xa,%al
   7e35b:	jb     7f4d6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3ee6>
   7e361:	cmp    $0x3f,%cl
   7e364:	ja     7f4d6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3ee6>
   7e36a:	lea    0x1(%r13),%rax
   7e36e:	xchg   %ax,%ax
   7e370:	movzbl %cl,%edx
   7e373:	bt     %rdx,%r8
   7e377:	jae    7e38f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2d9f>
   7e379:	movzbl 0x1(%rdi,%r13,1),%ecx
   7e37f:	inc    %r13
   7e382:	inc    %rax
   7e385:	cmp    $0x40,%cl
   7e388:	jb     7e370 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2d80>
   7e38a:	jmp    7f4d6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3ee6>
   7e38f:	cmp    $0x2c,%cl
   7e392:	jne    7f4d6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3ee6>
   7e398:	movzbl (%rdi,%rax,1),%ecx
   7e39c:	cmp    $0x3f,%rcx
   7e3a0:	ja     7f4d3 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3ee3>
   7e3a6:	mov    %rax,%r13
   7e3a9:	inc    %rax
   7e3ac:	bt     %rcx,%r8
   7e3b0:	jb     7e398 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2da8>
   7e3b2:	jmp    7f4d6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3ee6>
   7e3b7:	mov    %rax,%rsi
   7e3ba:	mov    0x0(%r13,%rsi,1),%r11
   7e3bf:	mov    %r11,%r9
   7e3c2:	movabs $0x3030303030303030,%rax
   7e3cc:	xor    %rax,%r9
   7e3cf:	mov    %r9,%rax
   7e3d2:	and    -0x50(%rbp),%rax
   7e3d6:	movabs $0x7676767676767676,%rcx
   7e3e0:	add    %rcx,%rax
   7e3e3:	or     %r11,%rax
   7e3e6:	movabs $0x8080808080808080,%r8
   7e3f0:	and    %r8,%rax
   7e3f3:	mov    %r11,%rdx
   7e3f6:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7e400:	and    %rcx,%rdx
   7e403:	movabs $0x2e2e2e2e2e2e2e2e,%rdi
   7e40d:	xor    %rdi,%rdx
   7e410:	add    %rcx,%rdx
   7e413:	or     %r11,%rdx
   7e416:	not    %rdx
   7e419:	movzbl %r11b,%edi
   7e41d:	lea    -0x2b(%rdi),%rcx
   7e421:	and    $0xfffffffffffffffd,%rcx
   7e425:	neg    %rcx
   7e428:	mov    $0x0,%ecx
   7e42d:	sbb    %rcx,%rcx
   7e430:	or     $0xffffffffffffff7f,%rcx
   7e437:	and    %rax,%rcx
   7e43a:	mov    %rcx,%r13
   7e43d:	neg    %r13
   7e440:	and    %rdx,%r13
   7e443:	lea    -0x1(%rcx),%rax
   7e447:	test   %rcx,%r13
   7e44a:	cmove  %r8,%rax
   7e44e:	and    %rcx,%rax
   7e451:	mov    $0x40,%r8d
   7e457:	tzcnt  %rax,%r8
   7e45c:	mov    %r8d,%eax
   7e45f:	shr    $0x3,%eax
   7e462:	mov    $0x40,%r10d
   7e468:	tzcnt  %rcx,%r10
   7e46d:	shr    $0x3,%r10d
   7e471:	cmp    $0x2d,%dil
   7e475:	je     7e480 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2e90>
   7e477:	movzbl %r11b,%edx
   7e47b:	cmp    $0x2b,%edx
   7e47e:	jne    7e48e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2e9e>
   7e480:	dec    %r10
   7e483:	lea    -0x1(%rax),%r12
   7e487:	mov    $0x8,%edx
   7e48c:	jmp    7e493 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2ea3>
   7e48e:	xor    %edx,%edx
   7e490:	mov    %rax,%r12
   7e493:	and    %rcx,%r13
   7e496:	cmp    $0x1,%r13
   7e49a:	adc    $0xffffffffffffffff,%r12
   7e49e:	mov    %r8d,%ecx
   7e4a1:	and    $0x38,%cl
   7e4a4:	shr    %cl,%r11
   7e4a7:	cmp    $0x3f,%r8
   7e4ab:	movapd %xmm1,-0xa0(%rbp)
   7e4b3:	ja     7e592 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2fa2>
   7e4b9:	test   %r12,%r12
   7e4bc:	jle    7e592 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2fa2>
   7e4c2:	and    $0xdf,%r11d
   7e4c9:	cmp    $0x45,%r11d
   7e4cd:	je     7e592 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2fa2>
   7e4d3:	mov    %edx,%ecx
   7e4d5:	shr    %cl,%r9
   7e4d8:	lea    0x0(,%r10,8),%ecx
   7e4e0:	mov    %r9,%rdx
   7e4e3:	shr    $0x8,%rdx
   7e4e7:	xor    %r9,%rdx
   7e4ea:	shr    %cl,%rdx
   7e4ed:	shl    %cl,%rdx
   7e4f0:	xor    %r9,%rdx
   7e4f3:	lea    0x0(,%r12,8),%ecx
   7e4fb:	neg    %cl
   7e4fd:	shl    %cl,%rdx
   7e500:	lea    (%rdx,%rdx,4),%rcx
   7e504:	shr    $0x8,%rdx
   7e508:	lea    (%rdx,%rcx,2),%rcx
   7e50c:	mov    %rcx,%rdx
   7e50f:	movabs $0xff000000ff,%r11
   7e519:	and    %r11,%rdx
   7e51c:	movabs $0xf424000000064,%r9
   7e526:	imul   %r9,%rdx
   7e52a:	shr    $0x10,%rcx
   7e52e:	and    %r11,%rcx
   7e531:	movabs $0x271000000001,%r9
   7e53b:	imul   %r9,%rcx
   7e53f:	add    %rdx,%rcx
   7e542:	shr    $0x20,%rcx
   7e546:	cvtsi2sd %rcx,%xmm3
   7e54b:	sub    %r10,%r12
   7e54e:	je     7e564 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2f74>
   7e550:	js     7fd60 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4770>
   7e556:	lea    0xa0bcb(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7e55d:	divsd  0x28(%rcx,%r12,8),%xmm3
   7e564:	cmp    $0x8,%r8d
   7e568:	jb     7e592 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2fa2>
   7e56a:	cmp    $0x2d,%edi
   7e56d:	mov    $0x0,%ecx
   7e572:	movabs $0x8000000000000000,%rdx
   7e57c:	cmove  %rdx,%rcx
   7e580:	movq   %rcx,%xmm0
   7e585:	orpd   %xmm0,%xmm3
   7e589:	add    %rsi,%rax
   7e58c:	mov    -0x28(%rbp),%r13
   7e590:	jmp    7e5a6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2fb6>
   7e592:	mov    -0x28(%rbp),%r13
   7e596:	mov    %r13,%rdi
   7e599:	mov    -0x38(%rbp),%rdx
   7e59d:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7e5a2:	movapd %xmm0,%xmm3
   7e5a6:	movabs $0x100003600,%rdi
   7e5b0:	movzbl 0x0(%r13,%rax,1),%edx
   7e5b6:	cmp    $0x20,%dl
   7e5b9:	jne    7e5d0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2fe0>
   7e5bb:	movzbl 0x1(%r13,%rax,1),%edx
   7e5c1:	inc    %rax
   7e5c4:	lea    -0x30(%rdx),%ecx
   7e5c7:	cmp    $0xa,%cl
   7e5ca:	jb     7ebec <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x35fc>
   7e5d0:	cmp    $0x3f,%dl
   7e5d3:	ja     7ebec <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x35fc>
   7e5d9:	lea    0x1(%rax),%rcx
   7e5dd:	nopl   (%rax)
   7e5e0:	movzbl %dl,%esi
   7e5e3:	bt     %rsi,%rdi
   7e5e7:	jae    7e5ff <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x300f>
   7e5e9:	movzbl 0x1(%r13,%rax,1),%edx
   7e5ef:	inc    %rax
   7e5f2:	inc    %rcx
   7e5f5:	cmp    $0x40,%dl
   7e5f8:	jb     7e5e0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x2ff0>
   7e5fa:	jmp    7ebec <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x35fc>
   7e5ff:	cmp    $0x2c,%dl
   7e602:	jne    7ebec <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x35fc>
   7e608:	movzbl 0x0(%r13,%rcx,1),%edx
   7e60e:	cmp    $0x3f,%rdx
   7e612:	ja     7ebe9 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x35f9>
   7e618:	mov    %rcx,%rax
   7e61b:	inc    %rcx
   7e61e:	bt     %rdx,%rdi
   7e622:	jb     7e608 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3018>
   7e624:	jmp    7ebec <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x35fc>
   7e629:	mov    %rcx,%rax
   7e62c:	mov    0x0(%r13,%rax,1),%r10
   7e631:	mov    %r10,%r8
   7e634:	movabs $0x3030303030303030,%rcx
   7e63e:	xor    %rcx,%r8
   7e641:	mov    -0x50(%rbp),%r9
   7e645:	and    %r8,%r9
   7e648:	movabs $0x7676767676767676,%rcx
   7e652:	add    %rcx,%r9
   7e655:	or     %r10,%r9
   7e658:	movabs $0x8080808080808080,%rdi
   7e662:	and    %rdi,%r9
   7e665:	mov    %r10,%rdx
   7e668:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7e672:	and    %rcx,%rdx
   7e675:	movabs $0x2e2e2e2e2e2e2e2e,%rsi
   7e67f:	xor    %rsi,%rdx
   7e682:	add    %rcx,%rdx
   7e685:	or     %r10,%rdx
   7e688:	not    %rdx
   7e68b:	movzbl %r10b,%esi
   7e68f:	lea    -0x2b(%rsi),%rcx
   7e693:	and    $0xfffffffffffffffd,%rcx
   7e697:	neg    %rcx
   7e69a:	mov    $0x0,%ecx
   7e69f:	sbb    %rcx,%rcx
   7e6a2:	or     $0xffffffffffffff7f,%rcx
   7e6a9:	and    %r9,%rcx
   7e6ac:	mov    %rcx,%r12
   7e6af:	neg    %r12
   7e6b2:	and    %rdx,%r12
   7e6b5:	lea    -0x1(%rcx),%rdx
   7e6b9:	test   %rcx,%r12
   7e6bc:	cmove  %rdi,%rdx
   7e6c0:	and    %rcx,%rdx
   7e6c3:	mov    $0x40,%edi
   7e6c8:	tzcnt  %rdx,%rdi
   7e6cd:	mov    %edi,%r11d
   7e6d0:	shr    $0x3,%r11d
   7e6d4:	mov    $0x40,%r9d
   7e6da:	tzcnt  %rcx,%r9
   7e6df:	shr    $0x3,%r9d
   7e6e3:	cmp    $0x2d,%sil
   7e6e7:	mov    %r11,-0x80(%rbp)
   7e6eb:	je     7e6f6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3106>
   7e6ed:	movzbl %r10b,%edx
   7e6f1:	cmp    $0x2b,%edx
   7e6f4:	jne    7e703 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3113>
   7e6f6:	dec    %r9
   7e6f9:	dec    %r11
   7e6fc:	mov    $0x8,%edx
   7e701:	jmp    7e705 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3115>
   7e703:	xor    %edx,%edx
   7e705:	mov    -0x30(%rbp),%r13
   7e709:	and    %rcx,%r12
   7e70c:	cmp    $0x1,%r12
   7e710:	adc    $0xffffffffffffffff,%r11
   7e714:	mov    %edi,%ecx
   7e716:	and    $0x38,%cl
   7e719:	shr    %cl,%r10
   7e71c:	cmp    $0x3f,%rdi
   7e720:	ja     7e7fe <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x320e>
   7e726:	test   %r11,%r11
   7e729:	jle    7e7fe <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x320e>
   7e72f:	and    $0xdf,%r10d
   7e736:	cmp    $0x45,%r10d
   7e73a:	je     7e7fe <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x320e>
   7e740:	mov    %edx,%ecx
   7e742:	shr    %cl,%r8
   7e745:	lea    0x0(,%r9,8),%ecx
   7e74d:	mov    %r8,%rdx
   7e750:	shr    $0x8,%rdx
   7e754:	xor    %r8,%rdx
   7e757:	shr    %cl,%rdx
   7e75a:	shl    %cl,%rdx
   7e75d:	xor    %r8,%rdx
   7e760:	lea    0x0(,%r11,8),%ecx
   7e768:	neg    %cl
   7e76a:	shl    %cl,%rdx
   7e76d:	lea    (%rdx,%rdx,4),%rcx
   7e771:	shr    $0x8,%rdx
   7e775:	lea    (%rdx,%rcx,2),%rcx
   7e779:	mov    %rcx,%rdx
   7e77c:	movabs $0xff000000ff,%r10
   7e786:	and    %r10,%rdx
   7e789:	movabs $0xf424000000064,%r8
   7e793:	imul   %r8,%rdx
   7e797:	shr    $0x10,%rcx
   7e79b:	and    %r10,%rcx
   7e79e:	movabs $0x271000000001,%r8
   7e7a8:	imul   %r8,%rcx
   7e7ac:	add    %rdx,%rcx
   7e7af:	shr    $0x20,%rcx
   7e7b3:	cvtsi2sd %rcx,%xmm0
   7e7b8:	sub    %r9,%r11
   7e7bb:	je     7e7d1 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x31e1>
   7e7bd:	js     7fd64 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4774>
   7e7c3:	lea    0xa095e(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7e7ca:	divsd  0x28(%rcx,%r11,8),%xmm0
   7e7d1:	cmp    $0x8,%edi
   7e7d4:	jb     7e7fe <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x320e>
   7e7d6:	cmp    $0x2d,%esi
   7e7d9:	mov    $0x0,%ecx
   7e7de:	movabs $0x8000000000000000,%rdx
   7e7e8:	cmove  %rdx,%rcx
   7e7ec:	movq   %rcx,%xmm1
   7e7f1:	orpd   %xmm1,%xmm0
   7e7f5:	mov    -0x80(%rbp),%rcx
   7e7f9:	add    %rax,%rcx
   7e7fc:	jmp    7e81b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x322b>
   7e7fe:	mov    -0x28(%rbp),%rdi
   7e802:	mov    %rax,%rsi
   7e805:	mov    -0x38(%rbp),%rdx
   7e809:	movapd %xmm3,-0x50(%rbp)
   7e80e:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7e813:	movapd -0x50(%rbp),%xmm3
   7e818:	mov    %rax,%rcx
   7e81b:	mov    -0x70(%rbp),%r8
   7e81f:	movzbl -0xa0(%rbp),%eax
   7e826:	unpcklpd %xmm0,%xmm3
   7e82a:	cmp    $0x61,%bl
   7e82d:	movapd -0xc0(%rbp),%xmm1
   7e835:	jae    7e849 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3259>
   7e837:	unpcklpd -0xd0(%rbp),%xmm1
   7e83f:	movapd -0xb0(%rbp),%xmm0
   7e847:	jmp    7e861 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3271>
   7e849:	unpcklpd -0xd0(%rbp),%xmm1
   7e851:	movapd -0xb0(%rbp),%xmm0
   7e859:	addpd  %xmm0,%xmm1
   7e85d:	addpd  %xmm0,%xmm3
   7e861:	movzbl %al,%eax
   7e864:	or     $0x10,%eax
   7e867:	cmp    $0x73,%eax
   7e86a:	jne    7e878 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3288>
   7e86c:	addpd  %xmm0,%xmm0
   7e870:	subpd  -0x90(%rbp),%xmm0
   7e878:	movapd %xmm0,-0xb0(%rbp)
   7e880:	subpd  %xmm0,%xmm0
   7e884:	movapd %xmm1,-0xc0(%rbp)
   7e88c:	subpd  %xmm1,%xmm1
   7e890:	addpd  %xmm0,%xmm1
   7e894:	movapd %xmm3,%xmm0
   7e898:	subpd  %xmm3,%xmm0
   7e89c:	addpd  %xmm1,%xmm0
   7e8a0:	movapd %xmm0,%xmm1
   7e8a4:	unpckhpd %xmm0,%xmm1
   7e8a8:	addsd  %xmm0,%xmm1
   7e8ac:	xorpd  %xmm0,%xmm0
   7e8b0:	ucomisd %xmm0,%xmm1
   7e8b4:	jne    7fcd2 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x46e2>
   7e8ba:	jp     7fcd2 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x46e2>
   7e8c0:	mov    %rcx,%r15
   7e8c3:	mov    0x8(%r13),%rax
   7e8c7:	cmp    0x10(%r13),%rax
   7e8cb:	movapd %xmm3,-0x50(%rbp)
   7e8d0:	jne    7e8ec <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x32fc>
   7e8d2:	mov    -0x30(%rbp),%r13
   7e8d6:	call   7ad40 <$s14InkInterchange17SVGPathDataParserO4SinkV9growVerbs33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7e8db:	movapd -0x50(%rbp),%xmm3
   7e8e0:	mov    -0x70(%rbp),%r8
   7e8e4:	mov    -0x30(%rbp),%r13
   7e8e8:	mov    0x8(%r13),%rax
   7e8ec:	mov    0x0(%r13),%rcx
   7e8f0:	movb   $0x3,(%rcx,%rax,1)
   7e8f4:	inc    %rax
   7e8f7:	mov    %rax,0x8(%r13)
   7e8fb:	mov    0x28(%r13),%rax
   7e8ff:	cmp    0x30(%r13),%rax
   7e903:	jne    7e91f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x332f>
   7e905:	mov    -0x30(%rbp),%r13
   7e909:	call   7ade0 <$s14InkInterchange17SVGPathDataParserO4SinkV10growPoints33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7e90e:	movapd -0x50(%rbp),%xmm3
   7e913:	mov    -0x70(%rbp),%r8
   7e917:	mov    -0x30(%rbp),%r13
   7e91b:	mov    0x28(%r13),%rax
   7e91f:	mov    0x20(%r13),%rcx
   7e923:	mov    %rax,%rdx
   7e926:	shl    $0x4,%rdx
   7e92a:	movaps -0xb0(%rbp),%xmm0
   7e931:	movaps %xmm0,(%rcx,%rdx,1)
   7e935:	inc    %rax
   7e938:	mov    %rax,0x28(%r13)
   7e93c:	cmp    0x30(%r13),%rax
   7e940:	jne    7e95c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x336c>
   7e942:	mov    -0x30(%rbp),%r13
   7e946:	call   7ade0 <$s14InkInterchange17SVGPathDataParserO4SinkV10growPoints33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7e94b:	movapd -0x50(%rbp),%xmm3
   7e950:	mov    -0x70(%rbp),%r8
   7e954:	mov    -0x30(%rbp),%r13
   7e958:	mov    0x28(%r13),%rax
   7e95c:	mov    0x20(%r13),%rcx
   7e960:	mov    %rax,%rdx
   7e963:	shl    $0x4,%rdx
   7e967:	movapd -0xc0(%rbp),%xmm0
   7e96f:	jmp    7f4b1 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3ec1>
   7e974:	mov    %rcx,%rax
   7e977:	mov    0x0(%r13,%rax,1),%r11
   7e97c:	mov    %r11,%r9
   7e97f:	movabs $0x3030303030303030,%rcx
   7e989:	xor    %rcx,%r9
   7e98c:	mov    %r9,%rdx
   7e98f:	and    -0x50(%rbp),%rdx
   7e993:	movabs $0x7676767676767676,%rcx
   7e99d:	add    %rcx,%rdx
   7e9a0:	or     %r11,%rdx
   7e9a3:	movabs $0x8080808080808080,%r8
   7e9ad:	and    %r8,%rdx
   7e9b0:	mov    %r11,%rsi
   7e9b3:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7e9bd:	and    %rcx,%rsi
   7e9c0:	movabs $0x2e2e2e2e2e2e2e2e,%rdi
   7e9ca:	xor    %rdi,%rsi
   7e9cd:	add    %rcx,%rsi
   7e9d0:	or     %r11,%rsi
   7e9d3:	not    %rsi
   7e9d6:	movzbl %r11b,%edi
   7e9da:	lea    -0x2b(%rdi),%rcx
   7e9de:	and    $0xfffffffffffffffd,%rcx
   7e9e2:	neg    %rcx
   7e9e5:	mov    $0x0,%ecx
   7e9ea:	sbb    %rcx,%rcx
   7e9ed:	or     $0xffffffffffffff7f,%rcx
   7e9f4:	and    %rdx,%rcx
   7e9f7:	mov    %rcx,%r13
   7e9fa:	neg    %r13
   7e9fd:	and    %rsi,%r13
   7ea00:	lea    -0x1(%rcx),%rdx
   7ea04:	test   %rcx,%r13
   7ea07:	cmove  %r8,%rdx
   7ea0b:	and    %rcx,%rdx
   7ea0e:	mov    $0x40,%r8d
   7ea14:	tzcnt  %rdx,%r8
   7ea19:	mov    %r8d,%esi
   7ea1c:	shr    $0x3,%esi
   7ea1f:	mov    $0x40,%r10d
   7ea25:	tzcnt  %rcx,%r10
   7ea2a:	shr    $0x3,%r10d
   7ea2e:	cmp    $0x2d,%dil
   7ea32:	je     7ea3d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x344d>
   7ea34:	movzbl %r11b,%edx
   7ea38:	cmp    $0x2b,%edx
   7ea3b:	jne    7ea4b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x345b>
   7ea3d:	dec    %r10
   7ea40:	lea    -0x1(%rsi),%r12
   7ea44:	mov    $0x8,%edx
   7ea49:	jmp    7ea50 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3460>
   7ea4b:	xor    %edx,%edx
   7ea4d:	mov    %rsi,%r12
   7ea50:	and    %rcx,%r13
   7ea53:	cmp    $0x1,%r13
   7ea57:	adc    $0xffffffffffffffff,%r12
   7ea5b:	mov    %r8d,%ecx
   7ea5e:	and    $0x38,%cl
   7ea61:	shr    %cl,%r11
   7ea64:	cmp    $0x3f,%r8
   7ea68:	movapd %xmm0,-0x90(%rbp)
   7ea70:	ja     7eb4f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x355f>
   7ea76:	test   %r12,%r12
   7ea79:	jle    7eb4f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x355f>
   7ea7f:	and    $0xdf,%r11d
   7ea86:	cmp    $0x45,%r11d
   7ea8a:	je     7eb4f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x355f>
   7ea90:	mov    %edx,%ecx
   7ea92:	shr    %cl,%r9
   7ea95:	lea    0x0(,%r10,8),%ecx
   7ea9d:	mov    %r9,%rdx
   7eaa0:	shr    $0x8,%rdx
   7eaa4:	xor    %r9,%rdx
   7eaa7:	shr    %cl,%rdx
   7eaaa:	shl    %cl,%rdx
   7eaad:	xor    %r9,%rdx
   7eab0:	lea    0x0(,%r12,8),%ecx
   7eab8:	neg    %cl
   7eaba:	shl    %cl,%rdx
   7eabd:	lea    (%rdx,%rdx,4),%rcx
   7eac1:	shr    $0x8,%rdx
   7eac5:	lea    (%rdx,%rcx,2),%rcx
   7eac9:	mov    %rcx,%rdx
   7eacc:	movabs $0xff000000ff,%r11
   7ead6:	and    %r11,%rdx
   7ead9:	movabs $0xf424000000064,%r9
   7eae3:	imul   %r9,%rdx
   7eae7:	shr    $0x10,%rcx
   7eaeb:	and    %r11,%rcx
   7eaee:	movabs $0x271000000001,%r9
   7eaf8:	imul   %r9,%rcx
   7eafc:	add    %rdx,%rcx
   7eaff:	shr    $0x20,%rcx
   7eb03:	cvtsi2sd %rcx,%xmm1
   7eb08:	sub    %r10,%r12
   7eb0b:	je     7eb21 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3531>
   7eb0d:	js     7fd62 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4772>
   7eb13:	lea    0xa060e(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7eb1a:	divsd  0x28(%rcx,%r12,8),%xmm1
   7eb21:	cmp    $0x8,%r8d
   7eb25:	jb     7eb4f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x355f>
   7eb27:	cmp    $0x2d,%edi
   7eb2a:	mov    $0x0,%ecx
   7eb2f:	movabs $0x8000000000000000,%rdx
   7eb39:	cmove  %rdx,%rcx
   7eb3d:	movq   %rcx,%xmm0
   7eb42:	orpd   %xmm0,%xmm1
   7eb46:	add    %rax,%rsi
   7eb49:	mov    -0x28(%rbp),%r13
   7eb4d:	jmp    7eb69 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3579>
   7eb4f:	mov    -0x28(%rbp),%r13
   7eb53:	mov    %r13,%rdi
   7eb56:	mov    %rax,%rsi
   7eb59:	mov    -0x38(%rbp),%rdx
   7eb5d:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7eb62:	movapd %xmm0,%xmm1
   7eb66:	mov    %rax,%rsi
   7eb69:	movabs $0x100003600,%rdi
   7eb73:	movzbl 0x0(%r13,%rsi,1),%ecx
   7eb79:	cmp    $0x20,%cl
   7eb7c:	jne    7eb92 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x35a2>
   7eb7e:	movzbl 0x1(%r13,%rsi,1),%ecx
   7eb84:	inc    %rsi
   7eb87:	lea    -0x30(%rcx),%eax
   7eb8a:	cmp    $0xa,%al
   7eb8c:	jb     7eefb <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x390b>
   7eb92:	cmp    $0x3f,%cl
   7eb95:	ja     7eefb <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x390b>
   7eb9b:	lea    0x1(%rsi),%rax
   7eb9f:	nop
   7eba0:	movzbl %cl,%edx
   7eba3:	bt     %rdx,%rdi
   7eba7:	jae    7ebbf <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x35cf>
   7eba9:	movzbl 0x1(%r13,%rsi,1),%ecx
   7ebaf:	inc    %rsi
   7ebb2:	inc    %rax
   7ebb5:	cmp    $0x40,%cl
   7ebb8:	jb     7eba0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x35b0>
   7ebba:	jmp    7eefb <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x390b>
   7ebbf:	cmp    $0x2c,%cl
   7ebc2:	jne    7eefb <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x390b>
   7ebc8:	movzbl 0x0(%r13,%rax,1),%ecx
   7ebce:	cmp    $0x3f,%rcx
   7ebd2:	ja     7eef8 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3908>
   7ebd8:	mov    %rax,%rsi
   7ebdb:	inc    %rax
   7ebde:	bt     %rcx,%rdi
   7ebe2:	jb     7ebc8 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x35d8>
   7ebe4:	jmp    7eefb <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x390b>
   7ebe9:	mov    %rcx,%rax
   7ebec:	mov    0x0(%r13,%rax,1),%r10
   7ebf1:	mov    %r10,%r8
   7ebf4:	movabs $0x3030303030303030,%rcx
   7ebfe:	xor    %rcx,%r8
   7ec01:	mov    -0x50(%rbp),%r9
   7ec05:	and    %r8,%r9
   7ec08:	movabs $0x7676767676767676,%rcx
   7ec12:	add    %rcx,%r9
   7ec15:	or     %r10,%r9
   7ec18:	movabs $0x8080808080808080,%rdi
   7ec22:	and    %rdi,%r9
   7ec25:	mov    %r10,%rdx
   7ec28:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7ec32:	and    %rcx,%rdx
   7ec35:	movabs $0x2e2e2e2e2e2e2e2e,%rsi
   7ec3f:	xor    %rsi,%rdx
   7ec42:	add    %rcx,%rdx
   7ec45:	or     %r10,%rdx
   7ec48:	not    %rdx
   7ec4b:	movzbl %r10b,%esi
   7ec4f:	lea    -0x2b(%rsi),%rcx
   7ec53:	and    $0xfffffffffffffffd,%rcx
   7ec57:	neg    %rcx
   7ec5a:	mov    $0x0,%ecx
   7ec5f:	sbb    %rcx,%rcx
   7ec62:	or     $0xffffffffffffff7f,%rcx
   7ec69:	and    %r9,%rcx
   7ec6c:	mov    %rcx,%r12
   7ec6f:	neg    %r12
   7ec72:	and    %rdx,%r12
   7ec75:	lea    -0x1(%rcx),%rdx
   7ec79:	test   %rcx,%r12
   7ec7c:	cmove  %rdi,%rdx
   7ec80:	and    %rcx,%rdx
   7ec83:	mov    $0x40,%edi
   7ec88:	tzcnt  %rdx,%rdi
   7ec8d:	mov    %edi,%r11d
   7ec90:	shr    $0x3,%r11d
   7ec94:	mov    $0x40,%r9d
   7ec9a:	tzcnt  %rcx,%r9
   7ec9f:	shr    $0x3,%r9d
   7eca3:	cmp    $0x2d,%sil
   7eca7:	mov    %r11,-0x80(%rbp)
   7ecab:	je     7ecb6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x36c6>
   7ecad:	movzbl %r10b,%edx
   7ecb1:	cmp    $0x2b,%edx
   7ecb4:	jne    7ecc3 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x36d3>
   7ecb6:	dec    %r9
   7ecb9:	dec    %r11
   7ecbc:	mov    $0x8,%edx
   7ecc1:	jmp    7ecc5 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x36d5>
   7ecc3:	xor    %edx,%edx
   7ecc5:	mov    -0x30(%rbp),%r13
   7ecc9:	and    %rcx,%r12
   7eccc:	cmp    $0x1,%r12
   7ecd0:	adc    $0xffffffffffffffff,%r11
   7ecd4:	mov    %edi,%ecx
   7ecd6:	and    $0x38,%cl
   7ecd9:	shr    %cl,%r10
   7ecdc:	cmp    $0x3f,%rdi
   7ece0:	ja     7edbe <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x37ce>
   7ece6:	test   %r11,%r11
   7ece9:	jle    7edbe <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x37ce>
   7ecef:	and    $0xdf,%r10d
   7ecf6:	cmp    $0x45,%r10d
   7ecfa:	je     7edbe <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x37ce>
   7ed00:	mov    %edx,%ecx
   7ed02:	shr    %cl,%r8
   7ed05:	lea    0x0(,%r9,8),%ecx
   7ed0d:	mov    %r8,%rdx
   7ed10:	shr    $0x8,%rdx
   7ed14:	xor    %r8,%rdx
   7ed17:	shr    %cl,%rdx
   7ed1a:	shl    %cl,%rdx
   7ed1d:	xor    %r8,%rdx
   7ed20:	lea    0x0(,%r11,8),%ecx
   7ed28:	neg    %cl
   7ed2a:	shl    %cl,%rdx
   7ed2d:	lea    (%rdx,%rdx,4),%rcx
   7ed31:	shr    $0x8,%rdx
   7ed35:	lea    (%rdx,%rcx,2),%rcx
   7ed39:	mov    %rcx,%rdx
   7ed3c:	movabs $0xff000000ff,%r10
   7ed46:	and    %r10,%rdx
   7ed49:	movabs $0xf424000000064,%r8
   7ed53:	imul   %r8,%rdx
   7ed57:	shr    $0x10,%rcx
   7ed5b:	and    %r10,%rcx
   7ed5e:	movabs $0x271000000001,%r8
   7ed68:	imul   %r8,%rcx
   7ed6c:	add    %rdx,%rcx
   7ed6f:	shr    $0x20,%rcx
   7ed73:	cvtsi2sd %rcx,%xmm0
   7ed78:	sub    %r9,%r11
   7ed7b:	je     7ed91 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x37a1>
   7ed7d:	js     7fd66 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4776>
   7ed83:	lea    0xa039e(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7ed8a:	divsd  0x28(%rcx,%r11,8),%xmm0
   7ed91:	cmp    $0x8,%edi
   7ed94:	jb     7edbe <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x37ce>
   7ed96:	cmp    $0x2d,%esi
   7ed99:	mov    $0x0,%ecx
   7ed9e:	movabs $0x8000000000000000,%rdx
   7eda8:	cmove  %rdx,%rcx
   7edac:	movq   %rcx,%xmm1
   7edb1:	orpd   %xmm1,%xmm0
   7edb5:	mov    -0x80(%rbp),%r11
   7edb9:	add    %rax,%r11
   7edbc:	jmp    7eddb <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x37eb>
   7edbe:	mov    -0x28(%rbp),%rdi
   7edc2:	mov    %rax,%rsi
   7edc5:	mov    -0x38(%rbp),%rdx
   7edc9:	movapd %xmm3,-0x50(%rbp)
   7edce:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7edd3:	movapd -0x50(%rbp),%xmm3
   7edd8:	mov    %rax,%r11
   7eddb:	unpcklpd %xmm0,%xmm3
   7eddf:	cmp    $0x61,%bl
   7ede2:	jae    7edf6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3806>
   7ede4:	movapd -0x90(%rbp),%xmm0
   7edec:	unpcklpd -0xa0(%rbp),%xmm0
   7edf4:	jmp    7ee1a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x382a>
   7edf6:	movapd -0x90(%rbp),%xmm1
   7edfe:	unpcklpd -0xa0(%rbp),%xmm1
   7ee06:	movapd -0xb0(%rbp),%xmm0
   7ee0e:	addpd  %xmm0,%xmm1
   7ee12:	addpd  %xmm0,%xmm3
   7ee16:	movapd %xmm1,%xmm0
   7ee1a:	mov    -0x28(%rbp),%rdi
   7ee1e:	movapd %xmm0,-0x90(%rbp)
   7ee26:	subpd  %xmm0,%xmm0
   7ee2a:	movapd %xmm3,%xmm1
   7ee2e:	subpd  %xmm3,%xmm1
   7ee32:	addpd  %xmm0,%xmm1
   7ee36:	movapd %xmm1,%xmm0
   7ee3a:	unpckhpd %xmm1,%xmm0
   7ee3e:	addsd  %xmm1,%xmm0
   7ee42:	xorpd  %xmm1,%xmm1
   7ee46:	ucomisd %xmm1,%xmm0
   7ee4a:	jne    7fce0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x46f0>
   7ee50:	jp     7fce0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x46f0>
   7ee56:	mov    0x8(%r13),%rax
   7ee5a:	cmp    0x10(%r13),%rax
   7ee5e:	movapd %xmm3,-0x50(%rbp)
   7ee63:	jne    7ee89 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3899>
   7ee65:	mov    -0x30(%rbp),%r13
   7ee69:	mov    %r11,%rbx
   7ee6c:	call   7ad40 <$s14InkInterchange17SVGPathDataParserO4SinkV9growVerbs33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7ee71:	mov    %rbx,%r11
   7ee74:	movzbl -0x39(%rbp),%ebx
   7ee78:	movapd -0x50(%rbp),%xmm3
   7ee7d:	mov    -0x30(%rbp),%r13
   7ee81:	mov    -0x28(%rbp),%rdi
   7ee85:	mov    0x8(%r13),%rax
   7ee89:	mov    0x0(%r13),%rcx
   7ee8d:	movb   $0x2,(%rcx,%rax,1)
   7ee91:	inc    %rax
   7ee94:	mov    %rax,0x8(%r13)
   7ee98:	mov    0x28(%r13),%rax
   7ee9c:	cmp    0x30(%r13),%rax
   7eea0:	jne    7eec6 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x38d6>
   7eea2:	mov    -0x30(%rbp),%r13
   7eea6:	mov    %r11,%rbx
   7eea9:	call   7ade0 <$s14InkInterchange17SVGPathDataParserO4SinkV10growPoints33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7eeae:	mov    %rbx,%r11
   7eeb1:	movzbl -0x39(%rbp),%ebx
   7eeb5:	movapd -0x50(%rbp),%xmm3
   7eeba:	mov    -0x30(%rbp),%r13
   7eebe:	mov    -0x28(%rbp),%rdi
   7eec2:	mov    0x28(%r13),%rax
   7eec6:	mov    0x20(%r13),%rcx
   7eeca:	mov    %rax,%rdx
   7eecd:	shl    $0x4,%rdx
   7eed1:	movapd -0x90(%rbp),%xmm0
   7eed9:	movapd %xmm0,(%rcx,%rdx,1)
   7eede:	inc    %rax
   7eee1:	mov    %rax,0x28(%r13)
   7eee5:	cmp    0x30(%r13),%rax
   7eee9:	mov    -0x70(%rbp),%r8
   7eeed:	je     7c2e3 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xcf3>
   7eef3:	jmp    7c31c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xd2c>
   7eef8:	mov    %rax,%rsi
   7eefb:	mov    0x0(%r13,%rsi,1),%r11
   7ef00:	mov    %r11,%r9
   7ef03:	movabs $0x3030303030303030,%rax
   7ef0d:	xor    %rax,%r9
   7ef10:	mov    %r9,%rax
   7ef13:	and    -0x50(%rbp),%rax
   7ef17:	movabs $0x7676767676767676,%rcx
   7ef21:	add    %rcx,%rax
   7ef24:	or     %r11,%rax
   7ef27:	movabs $0x8080808080808080,%r8
   7ef31:	and    %r8,%rax
   7ef34:	mov    %r11,%rdx
   7ef37:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7ef41:	and    %rcx,%rdx
   7ef44:	movabs $0x2e2e2e2e2e2e2e2e,%rdi
   7ef4e:	xor    %rdi,%rdx
   7ef51:	add    %rcx,%rdx
   7ef54:	or     %r11,%rdx
   7ef57:	not    %rdx
   7ef5a:	movzbl %r11b,%edi
   7ef5e:	lea    -0x2b(%rdi),%rcx
   7ef62:	and    $0xfffffffffffffffd,%rcx
   7ef66:	neg    %rcx
   7ef69:	mov    $0x0,%ecx
   7ef6e:	sbb    %rcx,%rcx
   7ef71:	or     $0xffffffffffffff7f,%rcx
   7ef78:	and    %rax,%rcx
   7ef7b:	mov    %rcx,%r13
   7ef7e:	neg    %r13
   7ef81:	and    %rdx,%r13
   7ef84:	lea    -0x1(%rcx),%rax
   7ef88:	test   %rcx,%r13
   7ef8b:	cmove  %r8,%rax
   7ef8f:	and    %rcx,%rax
   7ef92:	mov    $0x40,%r8d
   7ef98:	tzcnt  %rax,%r8
   7ef9d:	mov    %r8d,%eax
   7efa0:	shr    $0x3,%eax
   7efa3:	mov    $0x40,%r10d
   7efa9:	tzcnt  %rcx,%r10
   7efae:	shr    $0x3,%r10d
   7efb2:	cmp    $0x2d,%dil
   7efb6:	je     7efc1 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x39d1>
   7efb8:	movzbl %r11b,%edx
   7efbc:	cmp    $0x2b,%edx
   7efbf:	jne    7efcf <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x39df>
   7efc1:	dec    %r10
   7efc4:	lea    -0x1(%rax),%r12
   7efc8:	mov    $0x8,%edx
   7efcd:	jmp    7efd4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x39e4>
   7efcf:	xor    %edx,%edx
   7efd1:	mov    %rax,%r12
   7efd4:	and    %rcx,%r13
   7efd7:	cmp    $0x1,%r13
   7efdb:	adc    $0xffffffffffffffff,%r12
   7efdf:	mov    %r8d,%ecx
   7efe2:	and    $0x38,%cl
   7efe5:	shr    %cl,%r11
   7efe8:	cmp    $0x3f,%r8
   7efec:	movapd %xmm1,-0xd0(%rbp)
   7eff4:	ja     7f0d3 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3ae3>
   7effa:	test   %r12,%r12
   7effd:	jle    7f0d3 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3ae3>
   7f003:	and    $0xdf,%r11d
   7f00a:	cmp    $0x45,%r11d
   7f00e:	je     7f0d3 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3ae3>
   7f014:	mov    %edx,%ecx
   7f016:	shr    %cl,%r9
   7f019:	lea    0x0(,%r10,8),%ecx
   7f021:	mov    %r9,%rdx
   7f024:	shr    $0x8,%rdx
   7f028:	xor    %r9,%rdx
   7f02b:	shr    %cl,%rdx
   7f02e:	shl    %cl,%rdx
   7f031:	xor    %r9,%rdx
   7f034:	lea    0x0(,%r12,8),%ecx
   7f03c:	neg    %cl
   7f03e:	shl    %cl,%rdx
   7f041:	lea    (%rdx,%rdx,4),%rcx
   7f045:	shr    $0x8,%rdx
   7f049:	lea    (%rdx,%rcx,2),%rcx
   7f04d:	mov    %rcx,%rdx
   7f050:	movabs $0xff000000ff,%r11
   7f05a:	and    %r11,%rdx
   7f05d:	movabs $0xf424000000064,%r9
   7f067:	imul   %r9,%rdx
   7f06b:	shr    $0x10,%rcx
   7f06f:	and    %r11,%rcx
   7f072:	movabs $0x271000000001,%r9
   7f07c:	imul   %r9,%rcx
   7f080:	add    %rdx,%rcx
   7f083:	shr    $0x20,%rcx
   7f087:	cvtsi2sd %rcx,%xmm3
   7f08c:	sub    %r10,%r12
   7f08f:	je     7f0a5 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3ab5>
   7f091:	js     7fd68 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4778>
   7f097:	lea    0xa008a(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7f09e:	divsd  0x28(%rcx,%r12,8),%xmm3
   7f0a5:	cmp    $0x8,%r8d
   7f0a9:	jb     7f0d3 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3ae3>
   7f0ab:	cmp    $0x2d,%edi
   7f0ae:	mov    $0x0,%ecx
   7f0b3:	movabs $0x8000000000000000,%rdx
   7f0bd:	cmove  %rdx,%rcx
   7f0c1:	movq   %rcx,%xmm0
   7f0c6:	orpd   %xmm0,%xmm3
   7f0ca:	add    %rsi,%rax
   7f0cd:	mov    -0x28(%rbp),%r13
   7f0d1:	jmp    7f0e7 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3af7>
   7f0d3:	mov    -0x28(%rbp),%r13
   7f0d7:	mov    %r13,%rdi
   7f0da:	mov    -0x38(%rbp),%rdx
   7f0de:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7f0e3:	movapd %xmm0,%xmm3
   7f0e7:	movabs $0x100003600,%rdi
   7f0f1:	movzbl 0x0(%r13,%rax,1),%edx
   7f0f7:	cmp    $0x20,%dl
   7f0fa:	jne    7f10d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3b1d>
   7f0fc:	movzbl 0x1(%r13,%rax,1),%edx
   7f102:	inc    %rax
   7f105:	lea    -0x30(%rdx),%ecx
   7f108:	cmp    $0xa,%cl
   7f10b:	jb     7f15e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3b6e>
   7f10d:	cmp    $0x3f,%dl
   7f110:	ja     7f15e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3b6e>
   7f112:	lea    0x1(%rax),%rcx
   7f116:	cs nopw 0x0(%rax,%rax,1)
   7f120:	movzbl %dl,%esi
   7f123:	bt     %rsi,%rdi
   7f127:	jae    7f13c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3b4c>
   7f129:	movzbl 0x1(%r13,%rax,1),%edx
   7f12f:	inc    %rax
   7f132:	inc    %rcx
   7f135:	cmp    $0x40,%dl
   7f138:	jb     7f120 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3b30>
   7f13a:	jmp    7f15e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3b6e>
   7f13c:	cmp    $0x2c,%dl
   7f13f:	jne    7f15e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3b6e>
   7f141:	movzbl 0x0(%r13,%rcx,1),%edx
   7f147:	cmp    $0x3f,%rdx
   7f14b:	ja     7f15b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3b6b>
   7f14d:	mov    %rcx,%rax
   7f150:	inc    %rcx
   7f153:	bt     %rdx,%rdi
   7f157:	jb     7f141 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3b51>
   7f159:	jmp    7f15e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3b6e>
   7f15b:	mov    %rcx,%rax
   7f15e:	mov    0x0(%r13,%rax,1),%r10
   7f163:	mov    %r10,%r8
   7f166:	movabs $0x3030303030303030,%rcx
   7f170:	xor    %rcx,%r8
   7f173:	mov    -0x50(%rbp),%r9
   7f177:	and    %r8,%r9
   7f17a:	movabs $0x7676767676767676,%rcx
   7f184:	add    %rcx,%r9
   7f187:	or     %r10,%r9
   7f18a:	movabs $0x8080808080808080,%rdi
   7f194:	and    %rdi,%r9
   7f197:	mov    %r10,%rdx
   7f19a:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7f1a4:	and    %rcx,%rdx
   7f1a7:	movabs $0x2e2e2e2e2e2e2e2e,%rsi
   7f1b1:	xor    %rsi,%rdx
   7f1b4:	add    %rcx,%rdx
   7f1b7:	or     %r10,%rdx
   7f1ba:	not    %rdx
   7f1bd:	movzbl %r10b,%esi
   7f1c1:	lea    -0x2b(%rsi),%rcx
   7f1c5:	and    $0xfffffffffffffffd,%rcx
   7f1c9:	neg    %rcx
   7f1cc:	mov    $0x0,%ecx
   7f1d1:	sbb    %rcx,%rcx
   7f1d4:	or     $0xffffffffffffff7f,%rcx
   7f1db:	and    %r9,%rcx
   7f1de:	mov    %rcx,%r12
   7f1e1:	neg    %r12
   7f1e4:	and    %rdx,%r12
   7f1e7:	lea    -0x1(%rcx),%rdx
   7f1eb:	test   %rcx,%r12
   7f1ee:	cmove  %rdi,%rdx
   7f1f2:	and    %rcx,%rdx
   7f1f5:	mov    $0x40,%edi
   7f1fa:	tzcnt  %rdx,%rdi
   7f1ff:	mov    %edi,%r11d
   7f202:	shr    $0x3,%r11d
   7f206:	mov    $0x40,%r9d
   7f20c:	tzcnt  %rcx,%r9
   7f211:	shr    $0x3,%r9d
   7f215:	cmp    $0x2d,%sil
   7f219:	mov    %r11,-0x80(%rbp)
   7f21d:	je     7f228 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3c38>
   7f21f:	movzbl %r10b,%edx
   7f223:	cmp    $0x2b,%edx
   7f226:	jne    7f235 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3c45>
   7f228:	dec    %r9
   7f22b:	dec    %r11
   7f22e:	mov    $0x8,%edx
   7f233:	jmp    7f237 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3c47>
   7f235:	xor    %edx,%edx
   7f237:	mov    -0x30(%rbp),%r13
   7f23b:	and    %rcx,%r12
   7f23e:	cmp    $0x1,%r12
   7f242:	adc    $0xffffffffffffffff,%r11
   7f246:	mov    %edi,%ecx
   7f248:	and    $0x38,%cl
   7f24b:	shr    %cl,%r10
   7f24e:	cmp    $0x3f,%rdi
   7f252:	ja     7f330 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3d40>
   7f258:	test   %r11,%r11
   7f25b:	jle    7f330 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3d40>
   7f261:	and    $0xdf,%r10d
   7f268:	cmp    $0x45,%r10d
   7f26c:	je     7f330 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3d40>
   7f272:	mov    %edx,%ecx
   7f274:	shr    %cl,%r8
   7f277:	lea    0x0(,%r9,8),%ecx
   7f27f:	mov    %r8,%rdx
   7f282:	shr    $0x8,%rdx
   7f286:	xor    %r8,%rdx
   7f289:	shr    %cl,%rdx
   7f28c:	shl    %cl,%rdx
   7f28f:	xor    %r8,%rdx
   7f292:	lea    0x0(,%r11,8),%ecx
   7f29a:	neg    %cl
   7f29c:	shl    %cl,%rdx
   7f29f:	lea    (%rdx,%rdx,4),%rcx
   7f2a3:	shr    $0x8,%rdx
   7f2a7:	lea    (%rdx,%rcx,2),%rcx
   7f2ab:	mov    %rcx,%rdx
   7f2ae:	movabs $0xff000000ff,%r10
   7f2b8:	and    %r10,%rdx
   7f2bb:	movabs $0xf424000000064,%r8
   7f2c5:	imul   %r8,%rdx
   7f2c9:	shr    $0x10,%rcx
   7f2cd:	and    %r10,%rcx
   7f2d0:	movabs $0x271000000001,%r8
   7f2da:	imul   %r8,%rcx
   7f2de:	add    %rdx,%rcx
   7f2e1:	shr    $0x20,%rcx
   7f2e5:	cvtsi2sd %rcx,%xmm0
   7f2ea:	sub    %r9,%r11
   7f2ed:	je     7f303 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3d13>
   7f2ef:	js     7fd6a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x477a>
   7f2f5:	lea    0x9fe2c(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7f2fc:	divsd  0x28(%rcx,%r11,8),%xmm0
   7f303:	cmp    $0x8,%edi
   7f306:	jb     7f330 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3d40>
   7f308:	cmp    $0x2d,%esi
   7f30b:	mov    $0x0,%ecx
   7f310:	movabs $0x8000000000000000,%rdx
   7f31a:	cmove  %rdx,%rcx
   7f31e:	movq   %rcx,%xmm1
   7f323:	orpd   %xmm1,%xmm0
   7f327:	mov    -0x80(%rbp),%rcx
   7f32b:	add    %rax,%rcx
   7f32e:	jmp    7f34d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3d5d>
   7f330:	mov    -0x28(%rbp),%rdi
   7f334:	mov    %rax,%rsi
   7f337:	mov    -0x38(%rbp),%rdx
   7f33b:	movapd %xmm3,-0x50(%rbp)
   7f340:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7f345:	movapd -0x50(%rbp),%xmm3
   7f34a:	mov    %rax,%rcx
   7f34d:	mov    -0x70(%rbp),%r8
   7f351:	movapd -0xa0(%rbp),%xmm4
   7f359:	movapd -0xc0(%rbp),%xmm1
   7f361:	unpcklpd %xmm1,%xmm4
   7f365:	cmp    $0x60,%bl
   7f368:	jbe    7f394 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3da4>
   7f36a:	movapd -0xb0(%rbp),%xmm1
   7f372:	addpd  %xmm1,%xmm4
   7f376:	movapd -0x90(%rbp),%xmm2
   7f37e:	unpcklpd -0xd0(%rbp),%xmm2
   7f386:	addpd  %xmm1,%xmm2
   7f38a:	unpcklpd %xmm0,%xmm3
   7f38e:	addpd  %xmm1,%xmm3
   7f392:	jmp    7f3a8 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3db8>
   7f394:	movapd -0x90(%rbp),%xmm2
   7f39c:	unpcklpd -0xd0(%rbp),%xmm2
   7f3a4:	unpcklpd %xmm0,%xmm3
   7f3a8:	movapd %xmm4,%xmm0
   7f3ac:	subpd  %xmm4,%xmm0
   7f3b0:	movapd %xmm2,-0x90(%rbp)
   7f3b8:	movapd %xmm2,%xmm1
   7f3bc:	subpd  %xmm2,%xmm1
   7f3c0:	addpd  %xmm0,%xmm1
   7f3c4:	movapd %xmm3,%xmm0
   7f3c8:	subpd  %xmm3,%xmm0
   7f3cc:	addpd  %xmm1,%xmm0
   7f3d0:	movapd %xmm0,%xmm1
   7f3d4:	unpckhpd %xmm0,%xmm1
   7f3d8:	addsd  %xmm0,%xmm1
   7f3dc:	xorpd  %xmm0,%xmm0
   7f3e0:	ucomisd %xmm0,%xmm1
   7f3e4:	jne    7fcea <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x46fa>
   7f3ea:	jp     7fcea <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x46fa>
   7f3f0:	mov    %rcx,%r15
   7f3f3:	mov    0x8(%r13),%rax
   7f3f7:	cmp    0x10(%r13),%rax
   7f3fb:	movapd %xmm3,-0x50(%rbp)
   7f400:	movapd %xmm4,-0xa0(%rbp)
   7f408:	jne    7f42c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3e3c>
   7f40a:	mov    -0x30(%rbp),%r13
   7f40e:	call   7ad40 <$s14InkInterchange17SVGPathDataParserO4SinkV9growVerbs33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7f413:	movapd -0xa0(%rbp),%xmm4
   7f41b:	movapd -0x50(%rbp),%xmm3
   7f420:	mov    -0x70(%rbp),%r8
   7f424:	mov    -0x30(%rbp),%r13
   7f428:	mov    0x8(%r13),%rax
   7f42c:	mov    0x0(%r13),%rcx
   7f430:	movb   $0x3,(%rcx,%rax,1)
   7f434:	inc    %rax
   7f437:	mov    %rax,0x8(%r13)
   7f43b:	mov    0x28(%r13),%rax
   7f43f:	cmp    0x30(%r13),%rax
   7f443:	jne    7f467 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3e77>
   7f445:	mov    -0x30(%rbp),%r13
   7f449:	call   7ade0 <$s14InkInterchange17SVGPathDataParserO4SinkV10growPoints33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7f44e:	movapd -0xa0(%rbp),%xmm4
   7f456:	movapd -0x50(%rbp),%xmm3
   7f45b:	mov    -0x70(%rbp),%r8
   7f45f:	mov    -0x30(%rbp),%r13
   7f463:	mov    0x28(%r13),%rax
   7f467:	mov    0x20(%r13),%rcx
   7f46b:	mov    %rax,%rdx
   7f46e:	shl    $0x4,%rdx
   7f472:	movapd %xmm4,(%rcx,%rdx,1)
   7f477:	inc    %rax
   7f47a:	mov    %rax,0x28(%r13)
   7f47e:	cmp    0x30(%r13),%rax
   7f482:	jne    7f49e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3eae>
   7f484:	mov    -0x30(%rbp),%r13
   7f488:	call   7ade0 <$s14InkInterchange17SVGPathDataParserO4SinkV10growPoints33_C69823A035FF76C9D51D9123F271DFA1LLyyF>
   7f48d:	movapd -0x50(%rbp),%xmm3
   7f492:	mov    -0x70(%rbp),%r8
   7f496:	mov    -0x30(%rbp),%r13
   7f49a:	mov    0x28(%r13),%rax
   7f49e:	mov    0x20(%r13),%rcx
   7f4a2:	mov    %rax,%rdx
   7f4a5:	shl    $0x4,%rdx
   7f4a9:	movapd -0x90(%rbp),%xmm0
   7f4b1:	movapd %xmm0,(%rcx,%rdx,1)
   7f4b6:	inc    %rax
   7f4b9:	mov    %rax,0x28(%r13)
   7f4bd:	cmp    0x30(%r13),%rax
   7f4c1:	mov    -0x28(%rbp),%rdi
   7f4c5:	mov    %r15,%r11
   7f4c8:	je     7c2e3 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xcf3>
   7f4ce:	jmp    7c31c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xd2c>
   7f4d3:	mov    %rax,%r13
   7f4d6:	cmp    %rsi,%r13
   7f4d9:	jge    7fbbe <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x45ce>
   7f4df:	movzbl (%rdi,%r13,1),%r9d
   7f4e4:	mov    %r9d,%eax
   7f4e7:	and    $0xfe,%al
   7f4e9:	cmp    $0x30,%al
   7f4eb:	jne    7fbe2 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x45f2>
   7f4f1:	movzbl 0x1(%rdi,%r13,1),%eax
   7f4f7:	cmp    $0x20,%al
   7f4f9:	jne    7f50f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3f1f>
   7f4fb:	movzbl 0x2(%rdi,%r13,1),%eax
   7f501:	add    $0x2,%r13
   7f505:	lea    -0x30(%rax),%ecx
   7f508:	cmp    $0xa,%cl
   7f50b:	jae    7f512 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3f22>
   7f50d:	jmp    7f55a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3f6a>
   7f50f:	inc    %r13
   7f512:	cmp    $0x3f,%al
   7f514:	ja     7f55a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3f6a>
   7f516:	lea    0x1(%r13),%rcx
   7f51a:	nopw   0x0(%rax,%rax,1)
   7f520:	movzbl %al,%edx
   7f523:	bt     %rdx,%r8
   7f527:	jae    7f53b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3f4b>
   7f529:	movzbl 0x1(%rdi,%r13,1),%eax
   7f52f:	inc    %r13
   7f532:	inc    %rcx
   7f535:	cmp    $0x40,%al
   7f537:	jb     7f520 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3f30>
   7f539:	jmp    7f55a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3f6a>
   7f53b:	cmp    $0x2c,%al
   7f53d:	jne    7f55a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3f6a>
   7f53f:	movzbl (%rdi,%rcx,1),%eax
   7f543:	cmp    $0x3f,%rax
   7f547:	ja     7f557 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3f67>
   7f549:	mov    %rcx,%r13
   7f54c:	inc    %rcx
   7f54f:	bt     %rax,%r8
   7f553:	jb     7f53f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3f4f>
   7f555:	jmp    7f55a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3f6a>
   7f557:	mov    %rcx,%r13
   7f55a:	cmp    %rsi,%r13
   7f55d:	jge    7fbbe <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x45ce>
   7f563:	movzbl (%rdi,%r13,1),%ecx
   7f568:	mov    %ecx,%eax
   7f56a:	and    $0xfe,%al
   7f56c:	cmp    $0x30,%al
   7f56e:	jne    7fbe2 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x45f2>
   7f574:	movzbl 0x1(%rdi,%r13,1),%eax
   7f57a:	cmp    $0x20,%al
   7f57c:	mov    %cl,-0x71(%rbp)
   7f57f:	jne    7f595 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3fa5>
   7f581:	movzbl 0x2(%rdi,%r13,1),%eax
   7f587:	add    $0x2,%r13
   7f58b:	lea    -0x30(%rax),%ecx
   7f58e:	cmp    $0xa,%cl
   7f591:	jae    7f598 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3fa8>
   7f593:	jmp    7f5da <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3fea>
   7f595:	inc    %r13
   7f598:	cmp    $0x3f,%al
   7f59a:	ja     7f5da <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3fea>
   7f59c:	lea    0x1(%r13),%rcx
   7f5a0:	movzbl %al,%edx
   7f5a3:	bt     %rdx,%r8
   7f5a7:	jae    7f5bb <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3fcb>
   7f5a9:	movzbl 0x1(%rdi,%r13,1),%eax
   7f5af:	inc    %r13
   7f5b2:	inc    %rcx
   7f5b5:	cmp    $0x40,%al
   7f5b7:	jb     7f5a0 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3fb0>
   7f5b9:	jmp    7f5da <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3fea>
   7f5bb:	cmp    $0x2c,%al
   7f5bd:	jne    7f5da <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3fea>
   7f5bf:	movzbl (%rdi,%rcx,1),%eax
   7f5c3:	cmp    $0x3f,%rax
   7f5c7:	ja     7f5d7 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3fe7>
   7f5c9:	mov    %rcx,%r13
   7f5cc:	inc    %rcx
   7f5cf:	bt     %rax,%r8
   7f5d3:	jb     7f5bf <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3fcf>
   7f5d5:	jmp    7f5da <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x3fea>
   7f5d7:	mov    %rcx,%r13
   7f5da:	mov    %r9b,-0xd0(%rbp)
   7f5e1:	mov    (%rdi,%r13,1),%r10
   7f5e5:	mov    %r10,%r8
   7f5e8:	movabs $0x3030303030303030,%rax
   7f5f2:	xor    %rax,%r8
   7f5f5:	mov    %r8,%rax
   7f5f8:	and    -0x50(%rbp),%rax
   7f5fc:	movabs $0x7676767676767676,%rcx
   7f606:	add    %rcx,%rax
   7f609:	or     %r10,%rax
   7f60c:	movabs $0x8080808080808080,%rdi
   7f616:	and    %rdi,%rax
   7f619:	mov    %r10,%rdx
   7f61c:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7f626:	and    %rcx,%rdx
   7f629:	movabs $0x2e2e2e2e2e2e2e2e,%rsi
   7f633:	xor    %rsi,%rdx
   7f636:	add    %rcx,%rdx
   7f639:	or     %r10,%rdx
   7f63c:	not    %rdx
   7f63f:	movzbl %r10b,%esi
   7f643:	lea    -0x2b(%rsi),%rcx
   7f647:	and    $0xfffffffffffffffd,%rcx
   7f64b:	neg    %rcx
   7f64e:	mov    $0x0,%ecx
   7f653:	sbb    %rcx,%rcx
   7f656:	or     $0xffffffffffffff7f,%rcx
   7f65d:	and    %rax,%rcx
   7f660:	mov    %rcx,%r12
   7f663:	neg    %r12
   7f666:	and    %rdx,%r12
   7f669:	lea    -0x1(%rcx),%rax
   7f66d:	test   %rcx,%r12
   7f670:	cmove  %rdi,%rax
   7f674:	and    %rcx,%rax
   7f677:	mov    $0x40,%edi
   7f67c:	tzcnt  %rax,%rdi
   7f681:	mov    %edi,%eax
   7f683:	shr    $0x3,%eax
   7f686:	mov    $0x40,%r9d
   7f68c:	tzcnt  %rcx,%r9
   7f691:	shr    $0x3,%r9d
   7f695:	cmp    $0x2b,%sil
   7f699:	je     7f6a4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x40b4>
   7f69b:	movzbl %r10b,%edx
   7f69f:	cmp    $0x2d,%edx
   7f6a2:	jne    7f6b2 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x40c2>
   7f6a4:	dec    %r9
   7f6a7:	lea    -0x1(%rax),%r11
   7f6ab:	mov    $0x8,%edx
   7f6b0:	jmp    7f6b7 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x40c7>
   7f6b2:	xor    %edx,%edx
   7f6b4:	mov    %rax,%r11
   7f6b7:	and    %rcx,%r12
   7f6ba:	cmp    $0x1,%r12
   7f6be:	adc    $0xffffffffffffffff,%r11
   7f6c2:	mov    %edi,%ecx
   7f6c4:	and    $0x38,%cl
   7f6c7:	shr    %cl,%r10
   7f6ca:	cmp    $0x3f,%rdi
   7f6ce:	movapd %xmm3,-0xf0(%rbp)
   7f6d6:	ja     7f7b4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x41c4>
   7f6dc:	test   %r11,%r11
   7f6df:	jle    7f7b4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x41c4>
   7f6e5:	and    $0xdf,%r10d
   7f6ec:	cmp    $0x45,%r10d
   7f6f0:	je     7f7b4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x41c4>
   7f6f6:	mov    %edx,%ecx
   7f6f8:	shr    %cl,%r8
   7f6fb:	lea    0x0(,%r9,8),%ecx
   7f703:	mov    %r8,%rdx
   7f706:	shr    $0x8,%rdx
   7f70a:	xor    %r8,%rdx
   7f70d:	shr    %cl,%rdx
   7f710:	shl    %cl,%rdx
   7f713:	xor    %r8,%rdx
   7f716:	lea    0x0(,%r11,8),%ecx
   7f71e:	neg    %cl
   7f720:	shl    %cl,%rdx
   7f723:	lea    (%rdx,%rdx,4),%rcx
   7f727:	shr    $0x8,%rdx
   7f72b:	lea    (%rdx,%rcx,2),%rcx
   7f72f:	mov    %rcx,%rdx
   7f732:	movabs $0xff000000ff,%r10
   7f73c:	and    %r10,%rdx
   7f73f:	movabs $0xf424000000064,%r8
   7f749:	imul   %r8,%rdx
   7f74d:	shr    $0x10,%rcx
   7f751:	and    %r10,%rcx
   7f754:	movabs $0x271000000001,%r8
   7f75e:	imul   %r8,%rcx
   7f762:	add    %rdx,%rcx
   7f765:	shr    $0x20,%rcx
   7f769:	cvtsi2sd %rcx,%xmm4
   7f76e:	sub    %r9,%r11
   7f771:	je     7f787 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4197>
   7f773:	js     7fd6c <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x477c>
   7f779:	lea    0x9f9a8(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7f780:	divsd  0x28(%rcx,%r11,8),%xmm4
   7f787:	cmp    $0x8,%edi
   7f78a:	jb     7f7b4 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x41c4>
   7f78c:	cmp    $0x2d,%esi
   7f78f:	mov    $0x0,%ecx
   7f794:	movabs $0x8000000000000000,%rdx
   7f79e:	cmove  %rdx,%rcx
   7f7a2:	movq   %rcx,%xmm0
   7f7a7:	orpd   %xmm0,%xmm4
   7f7ab:	add    %r13,%rax
   7f7ae:	mov    -0x28(%rbp),%rdi
   7f7b2:	jmp    7f7cc <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x41dc>
   7f7b4:	mov    -0x28(%rbp),%rdi
   7f7b8:	mov    %r13,%rsi
   7f7bb:	mov    -0x38(%rbp),%rdx
   7f7bf:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7f7c4:	mov    -0x28(%rbp),%rdi
   7f7c8:	movapd %xmm0,%xmm4
   7f7cc:	movabs $0x100003600,%r8
   7f7d6:	movzbl (%rdi,%rax,1),%edx
   7f7da:	cmp    $0x20,%dl
   7f7dd:	jne    7f7ef <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x41ff>
   7f7df:	movzbl 0x1(%rdi,%rax,1),%edx
   7f7e4:	inc    %rax
   7f7e7:	lea    -0x30(%rdx),%ecx
   7f7ea:	cmp    $0xa,%cl
   7f7ed:	jb     7f83b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x424b>
   7f7ef:	cmp    $0x3f,%dl
   7f7f2:	ja     7f83b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x424b>
   7f7f4:	lea    0x1(%rax),%rcx
   7f7f8:	nopl   0x0(%rax,%rax,1)
   7f800:	movzbl %dl,%esi
   7f803:	bt     %rsi,%r8
   7f807:	jae    7f81b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x422b>
   7f809:	movzbl 0x1(%rdi,%rax,1),%edx
   7f80e:	inc    %rax
   7f811:	inc    %rcx
   7f814:	cmp    $0x40,%dl
   7f817:	jb     7f800 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4210>
   7f819:	jmp    7f83b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x424b>
   7f81b:	cmp    $0x2c,%dl
   7f81e:	jne    7f83b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x424b>
   7f820:	movzbl (%rdi,%rcx,1),%edx
   7f824:	cmp    $0x3f,%rdx
   7f828:	ja     7f838 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4248>
   7f82a:	mov    %rcx,%rax
   7f82d:	inc    %rcx
   7f830:	bt     %rdx,%r8
   7f834:	jb     7f820 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4230>
   7f836:	jmp    7f83b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x424b>
   7f838:	mov    %rcx,%rax
   7f83b:	mov    (%rdi,%rax,1),%r10
   7f83f:	mov    %r10,%r8
   7f842:	movabs $0x3030303030303030,%rcx
   7f84c:	xor    %rcx,%r8
   7f84f:	mov    -0x50(%rbp),%r9
   7f853:	and    %r8,%r9
   7f856:	movabs $0x7676767676767676,%rcx
   7f860:	add    %rcx,%r9
   7f863:	or     %r10,%r9
   7f866:	movabs $0x8080808080808080,%rdi
   7f870:	and    %rdi,%r9
   7f873:	mov    %r10,%rdx
   7f876:	movabs $0x7f7f7f7f7f7f7f7f,%rcx
   7f880:	and    %rcx,%rdx
   7f883:	movabs $0x2e2e2e2e2e2e2e2e,%rsi
   7f88d:	xor    %rsi,%rdx
   7f890:	add    %rcx,%rdx
   7f893:	or     %r10,%rdx
   7f896:	not    %rdx
   7f899:	movzbl %r10b,%esi
   7f89d:	lea    -0x2b(%rsi),%rcx
   7f8a1:	and    $0xfffffffffffffffd,%rcx
   7f8a5:	neg    %rcx
   7f8a8:	mov    $0x0,%ecx
   7f8ad:	sbb    %rcx,%rcx
   7f8b0:	or     $0xffffffffffffff7f,%rcx
   7f8b7:	and    %r9,%rcx
   7f8ba:	mov    %rcx,%r12
   7f8bd:	neg    %r12
   7f8c0:	and    %rdx,%r12
   7f8c3:	lea    -0x1(%rcx),%rdx
   7f8c7:	test   %rcx,%r12
   7f8ca:	cmove  %rdi,%rdx
   7f8ce:	and    %rcx,%rdx
   7f8d1:	mov    $0x40,%edi
   7f8d6:	tzcnt  %rdx,%rdi
   7f8db:	mov    %edi,%r11d
   7f8de:	shr    $0x3,%r11d
   7f8e2:	mov    $0x40,%r9d
   7f8e8:	tzcnt  %rcx,%r9
   7f8ed:	shr    $0x3,%r9d
   7f8f1:	cmp    $0x2d,%sil
   7f8f5:	mov    %r11,-0x80(%rbp)
   7f8f9:	je     7f904 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4314>
   7f8fb:	movzbl %r10b,%edx
   7f8ff:	cmp    $0x2b,%edx
   7f902:	jne    7f911 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4321>
   7f904:	dec    %r9
   7f907:	dec    %r11
   7f90a:	mov    $0x8,%edx
   7f90f:	jmp    7f913 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4323>
   7f911:	xor    %edx,%edx
   7f913:	and    %rcx,%r12
   7f916:	cmp    $0x1,%r12
   7f91a:	adc    $0xffffffffffffffff,%r11
   7f91e:	mov    %edi,%ecx
   7f920:	and    $0x38,%cl
   7f923:	shr    %cl,%r10
   7f926:	cmp    $0x3f,%rdi
   7f92a:	ja     7fa08 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4418>
   7f930:	test   %r11,%r11
   7f933:	jle    7fa08 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4418>
   7f939:	and    $0xdf,%r10d
   7f940:	cmp    $0x45,%r10d
   7f944:	je     7fa08 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4418>
   7f94a:	mov    %edx,%ecx
   7f94c:	shr    %cl,%r8
   7f94f:	lea    0x0(,%r9,8),%ecx
   7f957:	mov    %r8,%rdx
   7f95a:	shr    $0x8,%rdx
   7f95e:	xor    %r8,%rdx
   7f961:	shr    %cl,%rdx
   7f964:	shl    %cl,%rdx
   7f967:	xor    %r8,%rdx
   7f96a:	lea    0x0(,%r11,8),%ecx
   7f972:	neg    %cl
   7f974:	shl    %cl,%rdx
   7f977:	lea    (%rdx,%rdx,4),%rcx
   7f97b:	shr    $0x8,%rdx
   7f97f:	lea    (%rdx,%rcx,2),%rcx
   7f983:	mov    %rcx,%rdx
   7f986:	movabs $0xff000000ff,%r10
   7f990:	and    %r10,%rdx
   7f993:	movabs $0xf424000000064,%r8
   7f99d:	imul   %r8,%rdx
   7f9a1:	shr    $0x10,%rcx
   7f9a5:	and    %r10,%rcx
   7f9a8:	movabs $0x271000000001,%r8
   7f9b2:	imul   %r8,%rcx
   7f9b6:	add    %rdx,%rcx
   7f9b9:	shr    $0x20,%rcx
   7f9bd:	cvtsi2sd %rcx,%xmm0
   7f9c2:	sub    %r9,%r11
   7f9c5:	je     7f9db <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x43eb>
   7f9c7:	js     7fd6e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x477e>
   7f9cd:	lea    0x9f754(%rip),%rcx        # 11f128 <$s14InkInterchange16exactPowersOfTen33_EF5FAF0D92D0EC3F8B3A40603F9971EELL_WZTv_>
   7f9d4:	divsd  0x28(%rcx,%r11,8),%xmm0
   7f9db:	cmp    $0x8,%edi
   7f9de:	jb     7fa08 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4418>
   7f9e0:	cmp    $0x2d,%esi
   7f9e3:	mov    $0x0,%ecx
   7f9e8:	movabs $0x8000000000000000,%rdx
   7f9f2:	cmove  %rdx,%rcx
   7f9f6:	movq   %rcx,%xmm1
   7f9fb:	orpd   %xmm1,%xmm0
   7f9ff:	mov    -0x80(%rbp),%rcx
   7fa03:	add    %rax,%rcx
   7fa06:	jmp    7fa25 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4435>
   7fa08:	mov    -0x28(%rbp),%rdi
   7fa0c:	mov    %rax,%rsi
   7fa0f:	mov    -0x38(%rbp),%rdx
   7fa13:	movapd %xmm4,-0x50(%rbp)
   7fa18:	call   7aea0 <$s14InkInterchange17SVGPathDataParserO10longNumber33_C69823A035FF76C9D51D9123F271DFA1LLySd_SitSPys5UInt8VG_S2itFZTf4nnnd_n>
   7fa1d:	movapd -0x50(%rbp),%xmm4
   7fa22:	mov    %rax,%rcx
   7fa25:	movzbl -0xd0(%rbp),%eax
   7fa2c:	movapd %xmm4,%xmm3
   7fa30:	unpcklpd %xmm0,%xmm3
   7fa34:	cmp    $0x61,%bl
   7fa37:	jb     7fa41 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4451>
   7fa39:	addpd  -0xb0(%rbp),%xmm3
   7fa41:	mov    %rcx,-0x80(%rbp)
   7fa45:	movapd %xmm3,%xmm1
   7fa49:	subpd  %xmm3,%xmm1
   7fa4d:	movapd %xmm1,%xmm2
   7fa51:	unpckhpd %xmm1,%xmm2
   7fa55:	addsd  %xmm1,%xmm2
   7fa59:	xorpd  %xmm1,%xmm1
   7fa5d:	ucomisd %xmm1,%xmm2
   7fa61:	jne    7fcf8 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4708>
   7fa67:	jp     7fcf8 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4708>
   7fa6d:	cmp    $0x31,%al
   7fa6f:	sete   -0xf8(%rbp)
   7fa76:	cmpb   $0x31,-0x71(%rbp)
   7fa7a:	movapd -0xa0(%rbp),%xmm1
   7fa82:	unpcklpd -0xc0(%rbp),%xmm1
   7fa8a:	movaps -0xb0(%rbp),%xmm0
   7fa91:	movaps %xmm0,-0x130(%rbp)
   7fa98:	movapd %xmm3,-0x120(%rbp)
   7faa0:	movapd %xmm1,-0x110(%rbp)
   7faa8:	movaps -0xf0(%rbp),%xmm0
   7faaf:	movsd  %xmm0,-0x100(%rbp)
   7fab7:	sete   -0xf7(%rbp)
   7fabe:	mov    -0x30(%rbp),%rdi
   7fac2:	lea    -0x130(%rbp),%r13
   7fac9:	movapd %xmm3,-0x50(%rbp)
   7face:	call   79e00 <$s14InkInterchange13EllipticalArcV4emit4intoSbxz_tAA0cD4SinkRzlFAA17SVGPathDataParserO0G0V_Tg5>
   7fad3:	movapd -0x50(%rbp),%xmm3
   7fad8:	mov    -0x30(%rbp),%r13
   7fadc:	test   $0x1,%al
   7fade:	mov    -0x38(%rbp),%rsi
   7fae2:	mov    -0x28(%rbp),%rdi
   7fae6:	movabs $0x100003600,%rdx
   7faf0:	mov    -0x70(%rbp),%r8
   7faf4:	movapd -0x90(%rbp),%xmm0
   7fafc:	mov    -0x80(%rbp),%r11
   7fb00:	jne    7c341 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0xd51>
   7fb06:	jmp    7fc32 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4642>
   7fb0b:	mov    -0x68(%rbp),%r12
   7fb0f:	jmp    7b67a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x8a>
   7fb14:	mov    -0x68(%rbp),%r12
   7fb18:	jmp    7b67a <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x8a>
   7fb1d:	xor    %r15d,%r15d
   7fb20:	cmp    %rsi,%r15
   7fb23:	jl     7b63f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4f>
   7fb29:	mov    %r12,-0x68(%rbp)
   7fb2d:	jmp    7fb5d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x456d>
   7fb2f:	movb   $0x0,-0x60(%rbp)
   7fb33:	mov    %r15,-0x58(%rbp)
   7fb37:	call   800a0 <$s14InkInterchange17SVGPathDataParserO7FailureVAEs5ErrorAAWl>
   7fb3c:	lea    0x9b5ad(%rip),%rsi        # 11b0f0 <$s14InkInterchange17SVGPathDataParserO7FailureVN>
   7fb43:	lea    -0x60(%rbp),%rdi
   7fb47:	mov    %rax,%rdx
   7fb4a:	call   13670 <swift_willThrowTypedImpl@plt>
   7fb4f:	xor    %ebx,%ebx
   7fb51:	mov    $0x1,%eax
   7fb56:	mov    %rax,-0x68(%rbp)
   7fb5a:	mov    %r15,%r14
   7fb5d:	mov    %ebx,%eax
   7fb5f:	mov    %r14,%rdx
   7fb62:	mov    -0x68(%rbp),%r12
   7fb66:	add    $0x110,%rsp
   7fb6d:	pop    %rbx
   7fb6e:	pop    %r13
   7fb70:	pop    %r14
   7fb72:	pop    %r15
   7fb74:	pop    %rbp
   7fb75:	ret
   7fb76:	movb   $0x2,-0x60(%rbp)
   7fb7a:	mov    %r15,-0x58(%rbp)
   7fb7e:	call   800a0 <$s14InkInterchange17SVGPathDataParserO7FailureVAEs5ErrorAAWl>
   7fb83:	lea    0x9b566(%rip),%rsi        # 11b0f0 <$s14InkInterchange17SVGPathDataParserO7FailureVN>
   7fb8a:	lea    -0x60(%rbp),%rdi
   7fb8e:	mov    %rax,%rdx
   7fb91:	call   13670 <swift_willThrowTypedImpl@plt>
   7fb96:	mov    $0x2,%bl
   7fb98:	jmp    7fb51 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4561>
   7fb9a:	movb   $0x4,-0x60(%rbp)
   7fb9e:	mov    %r15,-0x58(%rbp)
   7fba2:	call   800a0 <$s14InkInterchange17SVGPathDataParserO7FailureVAEs5ErrorAAWl>
   7fba7:	lea    0x9b542(%rip),%rsi        # 11b0f0 <$s14InkInterchange17SVGPathDataParserO7FailureVN>
   7fbae:	lea    -0x60(%rbp),%rdi
   7fbb2:	mov    %rax,%rdx
   7fbb5:	call   13670 <swift_willThrowTypedImpl@plt>
   7fbba:	mov    $0x4,%bl
   7fbbc:	jmp    7fb51 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4561>
   7fbbe:	movb   $0x4,-0x60(%rbp)
   7fbc2:	mov    %r13,-0x58(%rbp)
   7fbc6:	call   800a0 <$s14InkInterchange17SVGPathDataParserO7FailureVAEs5ErrorAAWl>
   7fbcb:	lea    0x9b51e(%rip),%rsi        # 11b0f0 <$s14InkInterchange17SVGPathDataParserO7FailureVN>
   7fbd2:	lea    -0x60(%rbp),%rdi
   7fbd6:	mov    %rax,%rdx
   7fbd9:	call   13670 <swift_willThrowTypedImpl@plt>
   7fbde:	mov    $0x4,%bl
   7fbe0:	jmp    7fc04 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4614>
   7fbe2:	movb   $0x3,-0x60(%rbp)
   7fbe6:	mov    %r13,-0x58(%rbp)
   7fbea:	call   800a0 <$s14InkInterchange17SVGPathDataParserO7FailureVAEs5ErrorAAWl>
   7fbef:	lea    0x9b4fa(%rip),%rsi        # 11b0f0 <$s14InkInterchange17SVGPathDataParserO7FailureVN>
   7fbf6:	lea    -0x60(%rbp),%rdi
   7fbfa:	mov    %rax,%rdx
   7fbfd:	call   13670 <swift_willThrowTypedImpl@plt>
   7fc02:	mov    $0x3,%bl
   7fc04:	mov    $0x1,%eax
   7fc09:	mov    %rax,-0x68(%rbp)
   7fc0d:	mov    %r13,%r14
   7fc10:	jmp    7fb5d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x456d>
   7fc15:	mov    $0x1,%edi
   7fc1a:	mov    %r14,%rsi
   7fc1d:	call   79dd0 <$s20swift_willThrowTyped14InkInterchange17SVGPathDataParserO7FailureV_Tg5>
   7fc22:	mov    $0x1,%bl
   7fc24:	mov    $0x1,%eax
   7fc29:	mov    %rax,-0x68(%rbp)
   7fc2d:	jmp    7fb5d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x456d>
   7fc32:	mov    $0x5,%edi
   7fc37:	mov    %r15,%rsi
   7fc3a:	call   79dd0 <$s20swift_willThrowTyped14InkInterchange17SVGPathDataParserO7FailureV_Tg5>
   7fc3f:	mov    $0x5,%bl
   7fc41:	jmp    7fb51 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4561>
   7fc46:	mov    $0x2,%edx
   7fc4b:	mov    %r15,%rsi
   7fc4e:	mov    -0x38(%rbp),%rcx
   7fc52:	call   7b090 <$s14InkInterchange17SVGPathDataParserO8diagnose33_C69823A035FF76C9D51D9123F271DFA1LLyAC7FailureVSPys5UInt8VG_S3itFZTf4nnnnd_n>
   7fc57:	mov    %eax,%ebx
   7fc59:	mov    %rdx,%r14
   7fc5c:	mov    %al,-0x60(%rbp)
   7fc5f:	mov    %rdx,-0x58(%rbp)
   7fc63:	call   800a0 <$s14InkInterchange17SVGPathDataParserO7FailureVAEs5ErrorAAWl>
   7fc68:	lea    0x9b481(%rip),%rsi        # 11b0f0 <$s14InkInterchange17SVGPathDataParserO7FailureVN>
   7fc6f:	lea    -0x60(%rbp),%rdi
   7fc73:	mov    %rax,%rdx
   7fc76:	call   13670 <swift_willThrowTypedImpl@plt>
   7fc7b:	jmp    7fc24 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4634>
   7fc7d:	ud2
   7fc7f:	ud2
   7fc81:	mov    $0x1,%eax
   7fc86:	mov    %rax,-0x68(%rbp)
   7fc8a:	mov    $0x1,%edx
   7fc8f:	mov    %r15,%rsi
   7fc92:	mov    -0x38(%rbp),%rcx
   7fc96:	call   7b090 <$s14InkInterchange17SVGPathDataParserO8diagnose33_C69823A035FF76C9D51D9123F271DFA1LLyAC7FailureVSPys5UInt8VG_S3itFZTf4nnnnd_n>
   7fc9b:	mov    %eax,%ebx
   7fc9d:	mov    %rdx,%r14
   7fca0:	mov    %al,-0x60(%rbp)
   7fca3:	mov    %rdx,-0x58(%rbp)
   7fca7:	call   800a0 <$s14InkInterchange17SVGPathDataParserO7FailureVAEs5ErrorAAWl>
   7fcac:	lea    0x9b43d(%rip),%rsi        # 11b0f0 <$s14InkInterchange17SVGPathDataParserO7FailureVN>
   7fcb3:	lea    -0x60(%rbp),%rdi
   7fcb7:	mov    %rax,%rdx
   7fcba:	call   13670 <swift_willThrowTypedImpl@plt>
   7fcbf:	jmp    7fb5d <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x456d>
   7fcc4:	mov    $0x3,%edx
   7fcc9:	mov    -0x28(%rbp),%rdi
   7fccd:	jmp    7fc4b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x465b>
   7fcd2:	mov    $0x4,%edx
   7fcd7:	mov    -0x28(%rbp),%rdi
   7fcdb:	jmp    7fc4b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x465b>
   7fce0:	mov    $0x4,%edx
   7fce5:	jmp    7fc4b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x465b>
   7fcea:	mov    $0x6,%edx
   7fcef:	mov    -0x28(%rbp),%rdi
   7fcf3:	jmp    7fc4b <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x465b>
   7fcf8:	subsd  %xmm4,%xmm4
   7fcfc:	subsd  %xmm0,%xmm0
   7fd00:	addsd  %xmm4,%xmm0
   7fd04:	ucomisd %xmm1,%xmm0
   7fd08:	jne    7fd31 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4741>
   7fd0a:	jp     7fd31 <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x4741>
   7fd0c:	movb   $0x5,-0x60(%rbp)
   7fd10:	mov    %r15,-0x58(%rbp)
   7fd14:	call   800a0 <$s14InkInterchange17SVGPathDataParserO7FailureVAEs5ErrorAAWl>
   7fd19:	lea    0x9b3d0(%rip),%rsi        # 11b0f0 <$s14InkInterchange17SVGPathDataParserO7FailureVN>
   7fd20:	lea    -0x60(%rbp),%rdi
   7fd24:	mov    %rax,%rdx
   7fd27:	call   13670 <swift_willThrowTypedImpl@plt>
   7fd2c:	jmp    7fc3f <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x464f>
   7fd31:	mov    $0x2,%edx
   7fd36:	mov    -0x28(%rbp),%rdi
   7fd3a:	mov    %r13,%rsi
   7fd3d:	jmp    7fc4e <$s14InkInterchange17SVGPathDataParserO3run33_C69823A035FF76C9D51D9123F271DFA1LLyySPys5UInt8VG_SiAC4SinkVztAC7FailureVYKFZTf4nnnd_n+0x465e>
   7fd42:	ud2
   7fd44:	ud2
   7fd46:	ud2
   7fd48:	ud2
   7fd4a:	ud2
   7fd4c:	ud2
   7fd4e:	ud2
   7fd50:	ud2
   7fd52:	ud2
   7fd54:	ud2
   7fd56:	ud2
   7fd58:	ud2
   7fd5a:	ud2
   7fd5c:	ud2
   7fd5e:	ud2
   7fd60:	ud2
   7fd62:	ud2
   7fd64:	ud2
   7fd66:	ud2
   7fd68:	ud2
   7fd6a:	ud2
   7fd6c:	ud2
   7fd6e:	ud2
