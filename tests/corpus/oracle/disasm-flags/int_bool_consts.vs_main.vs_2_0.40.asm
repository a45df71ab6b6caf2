    vs_2_0
    def c4, -0.889062464, -0.129687443, 0.629687607, 1
    dcl_position v0
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3
    mov oD0, c4

// approximately 5 instruction slots used
