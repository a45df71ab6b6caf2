    vs_3_0
    def c10, 1, 2, 3, 4
    def c11, 5, 0, 0, 0
    dcl_position v0
    dcl_position o0
    dcl_texcoord o1
    dcl_texcoord1 o2
    dcl_texcoord2 o3
    dcl_texcoord3 o4
    dcl_texcoord4 o5
    dcl_texcoord5 o6
    dp4 o0.x, v0, c6
    dp4 o0.y, v0, c7
    dp4 o0.z, v0, c8
    dp4 o0.w, v0, c9
    mul o1, c0, v0
    mov r0, c10
    mad o2, v0, c1, r0.x
    mad o3, v0, c2, r0.y
    mad o4, v0, c3, r0.z
    mad o5, v0, c4, r0.w
    mov r0, c5
    mad o6, v0, r0, c11.x

// approximately 12 instruction slots used
