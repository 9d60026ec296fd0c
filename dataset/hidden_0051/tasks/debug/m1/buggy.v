module hidden_0051_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       dv,
    input  wire [1:0] d,
    output wire       qv,
    output wire [1:0] q
);
    reg [2:0] slot1;
    reg [2:0] slot2;
    reg [2:0] slot1_next;
    reg [2:0] slot2_next;

    always @* begin
        if (dv)
            slot1_next = {1'b1, d};
        else if (slot1[2])
            slot1_next = slot1;
        else
            slot1_next = slot1;
    end

    always @* begin
        if (slot1[2])
            slot2_next = slot1;
        else if (slot2[2])
            slot2_next = {1'b0, slot2[1:0]};
        else
            slot2_next = slot2;
    end

    always @(posedge clk) begin
        if (rst) begin
            slot1 <= 3'b000;
            slot2 <= 3'b000;
        end else begin
            slot1 <= slot1_next;
            slot2 <= slot2_next;
        end
    end

    assign qv = slot2[2];
    assign q = slot2[1:0];
endmodule
