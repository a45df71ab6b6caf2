    ps_3_0
    def c2, 0.159154937, 0.5, 6.28318548, -3.14159274
    if b0
      mov r0.xy, c2
      mad r0.x, c0.x, r0.x, r0.y
      frc r0.x, r0.x
      mad r0.x, r0.x, c2.z, c2.w
      sincos r1.y, r0.x
      mov oC0, r1.y
    else
      mov oC0, c1.wzyx
    endif

// approximately 19 instruction slots used
