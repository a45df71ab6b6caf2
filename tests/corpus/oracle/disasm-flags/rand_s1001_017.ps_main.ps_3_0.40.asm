    ps_3_0
    mov oC0, c4

// approximately 1 instruction slot used
