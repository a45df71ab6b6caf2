    ps_3_0
    def c2, 1, 0, 0.5, 0.00999999978
    dcl_texcoord v0.xyz
    dcl_texcoord1 v1.xyz
    dcl_cube s0
    mul r0.x, c1.x, c1.x
    add r0.yzw, -c0.xxyz, v1.xxyz
    dp3 r1.x, r0.yzww, r0.yzww
    rsq r1.x, r1.x
    mul r0.yzw, r0, r1.x
    rcp r1.x, r1.x
    dp3 r1.y, r0.yzww, v0
    mad r1.z, r1.y, -r1.y, c2.x
    mad r0.x, r0.x, -r1.z, c2.x
    cmp r1.z, r0.x, c2.x, c2.y
    mul r0.x, r0.x, r1.z
    mul r1.z, r1.z, c1.x
    rsq r0.x, r0.x
    rcp r0.x, r0.x
    mad r0.x, r1.z, r1.y, r0.x
    add r1.y, r1.y, r1.y
    mad r2.xyz, v0, -r1.y, r0.yzww
    texld r2, r2, s0
    mul r3.xyz, r0.x, v0
    mad r0.xyz, r1.z, r0.yzww, -r3
    texld r0, r0, s0
    mul r0, r0, c2.z
    mad r0, r2, c2.z, r0
    mad oC0, r1.x, c2.w, r0

// approximately 24 instruction slots used (2 texture, 22 arithmetic)
