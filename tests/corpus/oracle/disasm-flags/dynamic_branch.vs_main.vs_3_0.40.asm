    vs_3_0
    def c5, 0, 1, 0, 0
    dcl_position v0
    dcl_normal v1
    dcl_position o0
    dcl_color o1
    dp3 r0.x, v1, c4
    if_lt c5.x, r0.x
      mul r0.y, r0.x, r0.x
      mov r0.z, c5.x
    else
      mov r0.z, -r0.x
      mov r0.xy, c5.x
    endif
    dp4 o0.x, v0, c0
    dp4 o0.y, v0, c1
    dp4 o0.z, v0, c2
    dp4 o0.w, v0, c3
    mov o1.xyz, r0
    mov o1.w, c5.y

// approximately 16 instruction slots used
