ps_4_0
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_output o0.xyzw
dcl_temps 3
dcl_indexableTemp x0[9], 4
ftoi r0.xy, v0.xyxx
iadd r1.xyzw, r0.xyxy, l(0, -1, -1, -1)
mov r2.xy, r1.zwzz
mov r2.zw, l(0,0,0,0)
ld r2.xyzw, r2.xyzw, t0.xyzw
mov x0[0].x, r2.x
mov r1.zw, l(0,0,0,0)
ld r1.xyzw, r1.xyzw, t0.xyzw
mov x0[1].x, r1.x
iadd r1.xyzw, r0.xyxy, l(-1, 0, 1, -1)
mov r2.xy, r1.zwzz
mov r2.zw, l(0,0,0,0)
ld r2.xyzw, r2.xyzw, t0.xyzw
mov x0[2].x, r2.x
mov r1.zw, l(0,0,0,0)
ld r1.xyzw, r1.xyzw, t0.xyzw
mov x0[3].x, r1.x
mov r0.zw, l(0,0,0,0)
ld r1.xyzw, r0.xyzw, t0.xyzw
mov x0[4].x, r1.x
iadd r1.xyzw, r0.xyxy, l(-1, 1, 1, 0)
mov r2.xy, r1.zwzz
mov r2.zw, l(0,0,0,0)
ld r2.xyzw, r2.xyzw, t0.xyzw
mov x0[5].x, r2.x
mov r1.zw, l(0,0,0,0)
ld r1.xyzw, r1.xyzw, t0.xyzw
mov x0[6].x, r1.x
iadd r0.xyzw, r0.xyxy, l(1, 1, 0, 1)
mov r1.xy, r0.zwzz
mov r1.zw, l(0,0,0,0)
ld r1.xyzw, r1.xyzw, t0.xyzw
mov x0[7].x, r1.x
mov r0.zw, l(0,0,0,0)
ld r0.xyzw, r0.xyzw, t0.xyzw
mov x0[8].x, r0.x
mov r0.x, l(0)
loop 
  ilt r0.y, l(4), r0.x
  breakc_nz r0.y
  iadd r0.y, r0.x, l(1)
  mov r0.z, r0.x
  mov r0.w, r0.y
  loop 
    ige r1.x, r0.w, l(9)
    breakc_nz r1.x
    mov r1.x, x0[r0.w + 0].x
    mov r1.y, x0[r0.z + 0].x
    lt r1.x, r1.x, r1.y
    movc r0.z, r1.x, r0.w, r0.z
    iadd r0.w, r0.w, l(1)
  endloop 
  mov r0.w, x0[r0.x + 0].x
  mov r1.x, x0[r0.z + 0].x
  mov x0[r0.x + 0].x, r1.x
  mov x0[r0.z + 0].x, r0.w
  mov r0.x, r0.y
endloop 
mov r0.x, x0[4].x
mov o0.xyzw, r0.xxxx
ret 
