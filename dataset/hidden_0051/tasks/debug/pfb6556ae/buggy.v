module hidden_0051_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       dv,
    input  wire [1:0] d,
    output reg        qv,
    output reg  [1:0] q
);
    reg [2:0] slot1;
    reg [2:0] slot2;

    always @(posedge clk) begin
        if (rst) begin
            slot1 <= 3'b000;
            slot2 <= 3'b000;
        end else begin
            if (dv)
                slot1 <= {1'b1, d};
            else if (slot1[2])
                slot1 = {1'b0, slot1[1:0]};
            if (slot1[2])
                slot2 <= slot1;
            else if (slot2[2])
                slot2 <= {1'b0, slot2[1:0]};
        end
    end

    always @* begin
        qv = slot2[2];
        q = slot2[1:0];
    end
endmodule
