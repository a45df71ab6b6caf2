// ps_1_4: coordinate set 0 read as x, y and its fourth component, then
// alpha from a constant.
ps_1_4
def c0, 0, 0, 0, 0.5
texcrd r0.xyz, t0.xyw
mov r0.w, c0.w
