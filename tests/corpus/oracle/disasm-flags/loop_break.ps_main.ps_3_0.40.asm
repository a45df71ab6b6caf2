    ps_3_0
    def c0, 0, 0, 4, 1
    def c1, 0.0833333358, 0, 0, 0
    defi i0, 12, 0, 0, 0
    dcl_texcoord v0.xy
    mov r0.yz, v0.xxyw
    mov r0.x, c0.y
    rep i0
      mul r0.w, r0.z, r0.z
      mad r1.x, r0.y, r0.y, -r0.w
      dp2add r1.y, r0.z, r0.y, c0.y
      add r1.xy, r1, v0
      dp2add r0.w, r1, r1, c0.y
      if_lt c0.z, r0.w
        mov r0.yz, r1.xxyw
        break_ne c0.w, -c0.w
      endif
      add r0.x, r0.x, c0.w
      mov r0.yz, r1.xxyw
    endrep
    mul oC0.x, r0.x, c1.x
    frc oC0.yz, r0
    mov oC0.w, c0.w

// approximately 27 instruction slots used
