    ps_3_0
    def c1, 0, 1, -0.0625, 0.0625
    defi i0, 16, 0, 0, 0
    dcl_texcoord v0.xy
    dcl_texcoord1 v1.xyz
    dcl_2d s0
    dsx r0.xy, v0
    dsy r0.zw, v0.xyxy
    rcp r1.x, v1.z
    mul r1.xy, r1.x, v1
    mul r1.xy, r1, c0.x
    mov r1.zw, v0.xyxy
    mov r2.x, c1.y
    rep i0
      texldd r3, r1.zwzw, s0, r0, r0.zwzw
      if_ge r3.x, r2.x
        break_ne c1.y, -c1.y
      endif
      add r2.x, r2.x, c1.z
      mad r1.zw, r1.xyxy, -c1.w, r1
    endrep
    mov oC0.z, r2.x
    mov oC0.xy, r1.zwzw
    mov oC0.w, c1.y

// approximately 29 instruction slots used (1 texture, 28 arithmetic)
