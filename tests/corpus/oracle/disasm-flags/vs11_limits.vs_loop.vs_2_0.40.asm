    vs_2_0
    def c20, 0, 0, 0, 0
    dcl_position v0
    mov r0, c20.x
    loop aL, i0
      add r0, r0, c0[aL]
    endloop
    mov oD0, r0
    dp4 oPos.x, v0, c16
    dp4 oPos.y, v0, c17
    dp4 oPos.z, v0, c18
    dp4 oPos.w, v0, c19

// approximately 12 instruction slots used
