    ps_3_0
    def c1, 0.5, 0, 0, 0
    dcl_texcoord v0.xy
    dcl_color v1
    if_lt c0.x, v0.x
      mul oC0.xyz, c0.y, v1.zyxw
      if_lt v0.y, c0.z
        mov oC0.w, c1.x
      else
        mov oC0.w, v1.w
      endif
    else
      mov oC0, v1
    endif

// approximately 14 instruction slots used
