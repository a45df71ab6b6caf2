    vs_3_0
    dcl_position v0
    dcl_position o0
    dcl_color o1
    if b0
      mov r0, v0
      rep i0
        mov r1, c4
        mad r0, r0, r1, c5
      endrep
    else
      mov r0, v0
    endif
    if b1
      mov r1, r0.wzyx
      rep i0
        mov r2, c4
        mad r1, r1, r2, c5
      endrep
      mov o1, r1
    else
      mov o1, r0
    endif
    dp4 o0.x, v0, c0
    dp4 o0.y, v0, c1
    dp4 o0.z, v0, c2
    dp4 o0.w, v0, c3

// approximately 33 instruction slots used
