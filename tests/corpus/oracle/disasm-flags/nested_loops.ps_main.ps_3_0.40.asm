    ps_3_0
    dcl_texcoord v0
    mov r0, v0
    rep i0
      mov r1, r0
      rep i1
        mov r2, c0
        mad r1, r1, r2, c1
      endrep
      mov r0, r1
    endrep
    mov oC0, r0

// approximately 16 instruction slots used
