ps_2_x
dcl_2d s0
dcl_cube s0
dcl t0
texld r0, t0, s0
mov oC0, r0
