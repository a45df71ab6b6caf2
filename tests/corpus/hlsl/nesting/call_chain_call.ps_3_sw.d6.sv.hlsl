// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
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
void l1021();
void l1022();
void l1483();
void l1651();
void l1787();
void l2038();
void l1021() {
    r0.xy = r0.xy + r1.xy;
    l1022();
}
void l1022() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    l1483();
}
void l1483() {
    r0.xy = r0.xy + r1.xy;
    l1651();
}
void l1651() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    l1787();
}
void l1787() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    l2038();
}
void l2038() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    l1021();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
