    ps_2_x
    dcl t0
    dcl_2d s0
    texldp r0, t0, s0
    mov oC0, r0

// approximately 2 instruction slots used (1 texture, 1 arithmetic)
