    ps_2_x
    mov oC0, c4

// approximately 1 instruction slot used
