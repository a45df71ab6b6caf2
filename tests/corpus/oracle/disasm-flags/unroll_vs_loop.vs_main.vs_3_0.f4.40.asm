    vs_3_0
    def c3, 0, 0, 0, 0
    dcl_position v0
    dcl_position o0
    dcl_color o1
    add r0, c3.x, v0
    mul r0, r0, c1
    add r0, r0, v0
    mul r0, r0, c2
    add o1, r0, v0
    mov o0, v0

// approximately 6 instruction slots used
