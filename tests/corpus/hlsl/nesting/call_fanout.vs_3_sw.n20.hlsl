// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c60 : register(c60);
float4 c61 : register(c61);
float4 c62 : register(c62);
float4 c63 : register(c63);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 o0;
void l115();
void l259();
void l275();
void l299();
void l613();
void l642();
void l964();
void l1042();
void l1133();
void l1225();
void l1410();
void l1445();
void l115() {
    r0.xyzw = r0.xyzw + c62.xyzw;
}
void l259() {
    r0.xyzw = r0.xyzw + c63.xyzw;
}
void l275() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l299() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l613() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l642() {
    r0.xyzw = r0.xyzw + c61.xyzw;
}
void l964() {
    r0.xyzw = r0.xyzw + c60.xyzw;
}
void l1042() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l1133() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l1225() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l1410() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l1445() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    l115();
    l259();
    l275();
    l299();
    l613();
    l642();
    l964();
    l1042();
    l1133();
    l1225();
    l1410();
    l1445();
    l115();
    l259();
    l275();
    l299();
    l613();
    l642();
    l964();
    l1042();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
