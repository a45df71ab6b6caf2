    ps_2_0
    def c2, 1, 0, 0.5, 0.00999999978
    dcl t0.xyz
    dcl t1.xyz
    dcl_cube s0
    mul r0.w, c1.x, c1.x
    add r0.xyz, t1, -c0
    dp3 r1.w, r0, r0
    rsq r1.x, r1.w
    mul r0.xyz, r0, r1.x
    rcp r1.x, r1.x
    dp3 r1.y, r0, t0
    mad r1.z, r1.y, -r1.y, c2.x
    mad r0.w, r0.w, -r1.z, c2.x
    cmp r1.z, r0.w, c2.x, c2.y
    mul r0.w, r0.w, r1.z
    mul r1.z, r1.z, c1.x
    rsq r0.w, r0.w
    rcp r0.w, r0.w
    mad r0.w, r1.z, r1.y, r0.w
    add r1.y, r1.y, r1.y
    mad r2.xyz, t0, -r1.y, r0
    mul r3.xyz, r0.w, t0
    mad r0.xyz, r1.z, r0, -r3
    texld r2, r2, s0
    texld r0, r0, s0
    mul r0, r0, c2.z
    mad r0, r2, c2.z, r0
    mad r0, r1.x, c2.w, r0
    mov oC0, r0

// approximately 25 instruction slots used (2 texture, 23 arithmetic)
