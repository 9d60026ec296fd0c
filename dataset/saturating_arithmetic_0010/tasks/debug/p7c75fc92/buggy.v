module saturating_arithmetic_0010_nested_if (
    input  wire clk,
    input  wire rst,
    input  wire clip_pos,
    input  wire clip_neg,
    input  wire ack,
    output wire saw_pos,
    output wire saw_neg
);
    localparam ST_BOTH = 2'd0;
    localparam ST_NEG = 2'd1;
    localparam ST_POS = 2'd2;
    localparam ST_CLEAN = 2'd3;
    reg [1:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_CLEAN;
        end else if (current == ST_CLEAN) begin
            if (!ack && clip_pos && clip_neg)
                current <= ST_BOTH;
            else if (!ack && clip_pos)
                current <= ST_POS;
            else if (!ack && clip_neg)
                current <= ST_NEG;
        end else if (current == ST_POS) begin
            if (ack)
                current <= ST_CLEAN;
            else if (clip_neg)
                current <= ST_BOTH;
        end else if (current == ST_NEG) begin
            if (ack)
                current <= ST_CLEAN;
            else if (clip_pos)
                begin current <= ST_BOTH; current <= ST_NEG; end
        end else if (current == ST_BOTH) begin
            if (ack)
                current <= ST_CLEAN;
        end
    end

    assign saw_pos = (current == ST_POS) ? 1'b1 : (current == ST_BOTH) ? 1'b1 : 1'b0;
    assign saw_neg = (current == ST_NEG) ? 1'b1 : (current == ST_BOTH) ? 1'b1 : 1'b0;
endmodule
