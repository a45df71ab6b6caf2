    ps_3_0
    dcl_color v0
    if b0
      mul r0, c0, v0
      if b1
        mov r1, c0
        mad oC0, v0, r1, c1
      else
        mov oC0, r0
      endif
    else
      mov oC0, v0
    endif

// approximately 15 instruction slots used
