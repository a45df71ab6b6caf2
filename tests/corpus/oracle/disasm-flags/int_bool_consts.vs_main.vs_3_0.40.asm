    vs_3_0
    def c4, -0.889062464, -0.129687443, 0.629687607, 1
    dcl_position v0
    dcl_position o0
    dcl_color o1
    dp4 o0.x, v0, c0
    dp4 o0.y, v0, c1
    dp4 o0.z, v0, c2
    dp4 o0.w, v0, c3
    mov o1, c4

// approximately 5 instruction slots used
