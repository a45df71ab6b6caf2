    ps_3_0
    dcl_texcoord v0
    add r0.x, c0.x, -v0.x
    mul r1, c0.y, v0
    add r2, c0.z, v0
    cmp r0, r0.x, r2, r1
    rcp r1.x, v0.w
    cmp oC0.w, -v0_abs.w, r0.w, r1.x
    mov oC0.xyz, r0

// approximately 7 instruction slots used
