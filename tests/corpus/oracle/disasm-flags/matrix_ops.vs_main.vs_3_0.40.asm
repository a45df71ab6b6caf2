    vs_3_0
    def c14, 1, 0, 0, 0
    dcl_position v0
    dcl_normal v1
    dcl_position o0
    dcl_texcoord o1.xyz
    dcl_texcoord1 o2
    mul r0.xyz, c9, v1.y
    mad r0.xyz, c8, v1.x, r0
    mad r0.xyz, c10, v1.z, r0
    add o1.xyz, r0, r0
    dp4 o2.x, c4, v0
    dp4 o2.y, c5, v0
    dp4 o2.z, c6, v0
    dp4 o2.w, c7, v0
    dp4 r0.x, v0, c11
    dp4 r0.y, v0, c12
    dp4 r0.z, v0, c13
    mov r0.w, c14.x
    dp4 o0.x, r0, c0
    dp4 o0.y, r0, c1
    dp4 o0.z, r0, c2
    dp4 o0.w, r0, c3

// approximately 16 instruction slots used
