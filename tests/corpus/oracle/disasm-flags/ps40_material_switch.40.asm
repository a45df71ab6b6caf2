ps_4_0
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_input_ps constant v2.x
dcl_output o0.xyzw
dcl_temps 3
sample r0.xyzw, v1.xyxx, t0.xwyz, s0
if_z v2.x
  mov o0.xyzw, r0.xzwy
  ret 
else 
  ieq r2.x, v2.x, l(1)
  if_nz r2.x
    mov o0.xyzw, r0.zwxy
    ret 
  else 
    ieq r2.x, v2.x, l(2)
    if_nz r2.x
      mad r1.xyzw, r0.xzwy, l(-1.000000, -1.000000, -1.000000, 1.000000), l(1.000000, 1.000000, 1.000000, 0.000000)
    else 
      ieq r2.x, v2.x, l(3)
      if_nz r2.x
        dp3 r0.x, r0.xzwx, l(0.299000, 0.587000, 0.114000, 0.000000)
        mov r1.xyzw, r0.xxxy
      else 
        ieq r2.xy, v2.xxxx, l(4, 5, 0, 0)
        or r2.x, r2.y, r2.x
        if_nz r2.x
          iadd r2.x, v2.x, l(-3)
          itof r2.x, r2.x
          mul r1.xyzw, r0.xzwy, r2.xxxx
        else 
          mov r1.xyzw, l(1.000000,0,1.000000,1.000000)
        endif 
      endif 
    endif 
  endif 
endif 
mul o0.xyzw, r1.xyzw, l(0.900000, 0.900000, 0.900000, 0.900000)
ret 
