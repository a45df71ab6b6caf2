ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_output o0.xyzw
dcl_temps 5
ftoi r0.xy, v0.xyxx
ineg r0.z, cb0[0].x
mov r1.zw, l(0,0,0,0)
mov r2.xy, l(1000000000.000000,0,0,0)
mov r2.z, r0.z
loop 
  ilt r0.w, cb0[0].x, r2.z
  breakc_nz r0.w
  mov r3.xy, r2.xyxx
  mov r4.y, r2.z
  mov r4.x, r0.z
  loop 
    ilt r0.w, cb0[0].x, r4.x
    breakc_nz r0.w
    ieq r3.zw, r4.xxxy, l(0, 0, 0, 0)
    and r0.w, r3.w, r3.z
    if_nz r0.w
      mov r4.xy, l(1,0,0,0)
      continue 
    endif 
    iadd r1.xy, r0.xyxx, r4.xyxx
    ld_indexable(texture2d)(float,float,float,float) r0.w, r1.xyzw, t0.yzwx
    lt r0.w, cb0[0].y, r0.w
    imul null, r1.x, r4.y, r4.y
    imad r1.x, r4.x, r4.x, r1.x
    itof r1.x, r1.x
    min r1.x, r1.x, r3.x
    iadd r1.y, r3.y, l(1)
    movc r1.xy, r0.wwww, r1.xyxx, r3.xyxx
    ilt r0.w, l(8), r1.y
    if_nz r0.w
      mov r3.xy, r1.xyxx
      break 
    endif 
    mov r3.xy, r1.xyxx
    iadd r4.x, r4.x, l(1)
  endloop 
  mov r2.xy, r3.xyxx
  ilt r0.w, l(8), r2.y
  if_nz r0.w
    mov o0.xyzw, l(1.000000,0,0,1.000000)
    ret 
  endif 
  iadd r2.z, r4.y, l(1)
endloop 
sqrt r0.x, r2.x
itof r0.y, cb0[0].x
div o0.x, r0.x, r0.y
itof r0.x, r2.y
mul o0.y, r0.x, l(0.125000)
mov o0.zw, l(0,0,0,1.000000)
ret 
