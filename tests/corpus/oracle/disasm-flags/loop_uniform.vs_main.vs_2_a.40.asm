    vs_2_x
    def c20, 0, 1, 0, 0
    dcl_position v0
    dcl_normal v1
    mov r0, c20.x
    loop aL, i0
      dp3 r1.x, v1, c0[aL]
      max r1.x, r1.x, c20.x
      min r1.x, r1.x, c20.y
      mul r1, r1.x, c8[aL]
      add r0, r0, r1
    endloop
    mov oD0, r0
    dp4 oPos.x, v0, c16
    dp4 oPos.y, v0, c17
    dp4 oPos.z, v0, c18
    dp4 oPos.w, v0, c19

// approximately 16 instruction slots used
