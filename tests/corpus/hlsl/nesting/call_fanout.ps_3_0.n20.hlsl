// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c15 : register(c15);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oC0;
void l281();
void l378();
void l392();
void l518();
void l846();
void l890();
void l1076();
void l1126();
void l1361();
void l1788();
void l1928();
void l1977();
void l281() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l378() {
    r1.xyzw = r0.yzwx;
}
void l392() {
    r1.xyzw = r0.yzwx;
}
void l518() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l846() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l890() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l1076() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1126() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l1361() {
    r1.xyzw = r0.yzwx;
}
void l1788() {
    r1.xyzw = r0.yzwx;
}
void l1928() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1977() {
    r0.xyzw = r0.xyzw + c15.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r1.xyzw = r1.xyzw + r0.xyzw;
    l281();
    l378();
    l392();
    l518();
    l846();
    l890();
    l1076();
    l1126();
    l1361();
    l1788();
    l1928();
    l1977();
    l281();
    l378();
    l392();
    l518();
    l846();
    l890();
    l1076();
    l1126();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
