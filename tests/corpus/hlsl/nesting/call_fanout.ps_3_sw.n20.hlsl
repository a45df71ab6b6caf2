// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c18 : register(c18);
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
void l200();
void l298();
void l325();
void l499();
void l614();
void l778();
void l809();
void l840();
void l1417();
void l1582();
void l1680();
void l1894();
void l200() {
    r0.xy = r0.xy + r1.xy;
}
void l298() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l325() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l499() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l614() {
    r0.xy = r0.xy + r1.xy;
}
void l778() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l809() {
    r0.xy = r0.xy + r1.xy;
}
void l840() {
    r0.xyzw = r0.xyzw + c18.xyzw;
}
void l1417() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l1582() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l1680() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l1894() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw * r1.xyzw;
    l200();
    l298();
    l325();
    l499();
    l614();
    l778();
    l809();
    l840();
    l1417();
    l1582();
    l1680();
    l1894();
    l200();
    l298();
    l325();
    l499();
    l614();
    l778();
    l809();
    l840();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
