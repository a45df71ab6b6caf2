    vs_3_0
    def c20, 0, 1, 0, 0
    dcl_position v0
    dcl_position o0
    dcl_color o1
    mov r0, c20.x
    mov r1.x, c20.x
    rep i0
      add r1.x, r1.x, c20.y
      mov r2, r0
      loop aL, i1
        mul r3, r1.x, c0[aL]
        add r2, r2, r3
      endloop
      mov r0, r2
    endrep
    mov o1, r0
    dp4 o0.x, v0, c16
    dp4 o0.y, v0, c17
    dp4 o0.z, v0, c18
    dp4 o0.w, v0, c19

// approximately 22 instruction slots used
