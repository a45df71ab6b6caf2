    ps_3_0
    dcl_texcoord v0.xyz
    dcl_texcoord1 v1.xyz
    dcl_cube s0
    dcl_volume s1
    mul r0.xyz, c0, v1
    texld r0, r0, s1
    texld r1, v0, s0
    add r0, r0, -r1
    mad oC0, c0.w, r0, r1

// approximately 5 instruction slots used (2 texture, 3 arithmetic)
