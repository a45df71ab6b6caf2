    ps_3_0
    def c0, 0, 1.61800003, 0.333299994, 0
    defi i0, 7, 0, 0, 0
    dcl_texcoord v0
    mov r0, v0
    rep i0
      mad r1, r0, c0.y, c0.z
      frc r0, r1
    endrep
    mov oC0.xyz, r0
    mov oC0.w, r0.w

// approximately 10 instruction slots used
