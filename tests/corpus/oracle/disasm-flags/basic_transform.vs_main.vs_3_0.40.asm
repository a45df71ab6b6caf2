    vs_3_0
    dcl_position v0
    dcl_color v1
    dcl_position o0
    dcl_color o1
    dp4 o0.x, v0, c0
    dp4 o0.y, v0, c1
    dp4 o0.z, v0, c2
    dp4 o0.w, v0, c3
    mul o1, c4, v1

// approximately 5 instruction slots used
