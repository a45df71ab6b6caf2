    ps_3_0
    def c1, 0, 1, 7, 0
    dcl_texcoord v0
    mov r0.xy, c1
    if_eq c0.x, r0.x
      mov oC0, v0
    else
      if_eq c0.x, r0.y
        mul oC0, v0, v0
      else
        mul r0, c1.z, v0
        frc oC0, r0
      endif
    endif

// approximately 15 instruction slots used
