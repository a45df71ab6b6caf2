    ps_3_0
    def c6, 1, 0, 0, 0
    defi i0, 2, 0, 0, 0
    dcl_texcoord1 v0
    abs r0, c4
    add r0, r0, c6.x
    log r1.x, r0.x
    log r1.y, r0.y
    log r1.z, r0.z
    log r1.w, r0.w
    mov r0.w, c5.w
    add r0, -r0.w, c0
    mov_sat r2, v0
    mov r3, c5.w
    mov r4.x, c6.z
    rep i0
      mov r5, c0
      cmp r5, -r4.x, r5, c1
      mov_sat r6, r3
      mad r6, r6, r0, c5.w
      lrp r7, r2, r6, r1
      mad r3, r5, r7, r3
      add r4.x, r4.x, c6.x
    endrep
    mov oC0, r3

// approximately 24 instruction slots used
