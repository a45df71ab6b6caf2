    vs_2_x
    def c5, 0, 0, 1, 0
    defi i0, 16, 0, 0, 0
    dcl_position v0
    mov r0.xy, c5.y
    rep i0
      add r1.y, r0.y, c5.z
      mad r1.x, c4.x, r1.y, r0.x
      if_lt c4.y, r1.x
        mov r0.x, r1.x
        break_ne c5.z, -c5.z
      else
      endif
      mov r0.xy, r1
    endrep
    mov oD0, r0.x
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3

// approximately 23 instruction slots used
