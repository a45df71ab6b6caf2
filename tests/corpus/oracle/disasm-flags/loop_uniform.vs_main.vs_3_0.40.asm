    vs_3_0
    def c20, 0, 0, 0, 0
    dcl_position v0
    dcl_normal v1
    dcl_position o0
    dcl_color o1
    mov r0, c20.x
    loop aL, i0
      dp3_sat r1.x, v1, c0[aL]
      mul r1, r1.x, c8[aL]
      add r0, r0, r1
    endloop
    mov o1, r0
    dp4 o0.x, v0, c16
    dp4 o0.y, v0, c17
    dp4 o0.z, v0, c18
    dp4 o0.w, v0, c19

// approximately 14 instruction slots used
