module sequence_detector_0008_nested_if (
    input  wire       clk,
    input  wire       rst,
    input  wire       sym_valid,
    input  wire [1:0] sym,
    input  wire       end_of_frame,
    output wire       frame_active,
    output wire [1:0] sync_stage
);
    localparam ST_IN_FRAME = 2'd0;
    localparam ST_PRE2 = 2'd1;
    localparam ST_PRE1 = 2'd2;
    localparam ST_HUNT = 2'd3;
    reg [1:0] current;

    always @(negedge clk) begin
        if (rst) begin
            current <= ST_HUNT;
        end else if (current == ST_HUNT) begin
            if (sym_valid && sym == 2'd1)
                current <= ST_PRE1;
        end else if (current == ST_PRE1) begin
            if (sym_valid && sym == 2'd1)
                current <= ST_PRE2;
            else if (sym_valid)
                current <= ST_HUNT;
        end else if (current == ST_PRE2) begin
            if (sym_valid && sym == 2'd3)
                current <= ST_IN_FRAME;
            else if (sym_valid && sym != 2'd1)
                current <= ST_HUNT;
        end else if (current == ST_IN_FRAME) begin
            if (end_of_frame)
                current <= ST_HUNT;
        end
    end

    assign frame_active = (current == ST_IN_FRAME) ? 1'b1 : 1'b0;
    assign sync_stage = (current == ST_PRE1) ? 2'd1 : (current == ST_PRE2) ? 2'd2 : (current == ST_IN_FRAME) ? 2'd3 : 2'd0;
endmodule
