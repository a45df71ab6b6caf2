    vs_2_0
    def c6, 0.5, 0, 0, 0
    dcl_position v0
    dcl_color v1
    dp4 r0.x, v0, c0
    dp4 r0.y, v0, c1
    dp4 r0.z, v0, c2
    dp4 r0.w, v0, c3
    if b0
      add oPos, r0, c5
    else
      mov r1, c5
      mad oPos, r1, -c6.x, r0
    endif
    if b1
      mul oD0, v1, c4
    else
      mov oD0, v1
    endif

// approximately 19 instruction slots used
