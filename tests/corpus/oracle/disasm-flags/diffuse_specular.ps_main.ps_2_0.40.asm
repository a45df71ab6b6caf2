    ps_2_0
    dcl v0
    dcl t0.xyz
    dcl t1.xyz
    dp3 r0.w, t1, t1
    rsq r0.x, r0.w
    mad r0.xyz, t1, r0.x, -c0
    nrm r1.xyz, r0
    nrm r0.xyz, t0
    dp3_sat r0.x, r0, r1
    pow r1.x, r0.x, c1.x
    add r0, r1.x, v0
    mov oC0, r0

// approximately 15 instruction slots used
