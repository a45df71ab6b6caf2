// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c10 : register(c10);
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
static bool4 p0;
void l99();
void l185();
void l209();
void l596();
void l644();
void l767();
void l778();
void l798();
void l942();
void l1075();
void l1183();
void l1732();
void l99() {
    r1.xyzw = r0.yzwx;
}
void l185() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l209() {
    r1.xyzw = r0.yzwx;
}
void l596() {
    r0.xyzw = r0.xyzw + c10.xyzw;
}
void l644() {
    r1.xyzw = r0.yzwx;
}
void l767() {
    r1.xyzw = r0.yzwx;
}
void l778() {
    r0.xyzw = r0.xyzw + c10.xyzw;
}
void l798() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l942() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l1075() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l1183() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l1732() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (p0.x) l99();
    [branch] if (p0.z) l185();
    [branch] if (p0.y) l209();
    [branch] if (p0.z) l596();
    [branch] if (p0.x) l644();
    [branch] if (p0.z) l767();
    [branch] if (p0.x) l778();
    [branch] if (p0.z) l798();
    [branch] if (p0.z) l942();
    [branch] if (p0.y) l1075();
    [branch] if (p0.z) l1183();
    [branch] if (p0.y) l1732();
    [branch] if (p0.x) l99();
    [branch] if (p0.w) l185();
    [branch] if (p0.x) l209();
    [branch] if (p0.w) l596();
    [branch] if (p0.y) l644();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
