// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
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
void l206();
void l1108();
void l1288();
void l1433();
void l1851();
void l1963();
void l206() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    l1108();
}
void l1108() {
    r1.xyzw = r1.xyzw + r0.xyzw;
    l1288();
}
void l1288() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    l1433();
}
void l1433() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    l1851();
}
void l1851() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    l1963();
}
void l1963() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    l206();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
