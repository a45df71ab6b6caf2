    ps_3_0
    def c16, -4, -5, -6, -7
    def c17, 0, 1, 2, 3
    dcl_texcoord v0.xyz
    mov r0, c17.x
    mov r1.x, c17.x
    rep i0
      add r2, r1.x, -c17
      add r3, r1.x, c16
      mov r4.x, c17.x
      cmp r5, -r2_abs.x, c8, r4.x
      cmp r5, -r2_abs.y, c9, r5
      cmp r5, -r2_abs.z, c10, r5
      cmp r5, -r2_abs.w, c11, r5
      cmp r5, -r3_abs.x, c12, r5
      cmp r5, -r3_abs.y, c13, r5
      cmp r5, -r3_abs.z, c14, r5
      cmp r5, -r3_abs.w, c15, r5
      cmp r1.yzw, -r2_abs.x, c0.xxyz, r4.x
      cmp r1.yzw, -r2_abs.y, c1.xxyz, r1
      cmp r1.yzw, -r2_abs.z, c2.xxyz, r1
      cmp r1.yzw, -r2_abs.w, c3.xxyz, r1
      cmp r1.yzw, -r3_abs.x, c4.xxyz, r1
      cmp r1.yzw, -r3_abs.y, c5.xxyz, r1
      cmp r1.yzw, -r3_abs.z, c6.xxyz, r1
      cmp r1.yzw, -r3_abs.w, c7.xxyz, r1
      dp3_sat r1.y, v0, r1.yzww
      mad r0, r5, r1.y, r0
      add r1.x, r1.x, c17.y
    endrep
    mov oC0, r0

// approximately 30 instruction slots used
