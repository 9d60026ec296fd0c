module sequence_detector_0009_nested_if (
    input  wire clk,
    input  wire rst,
    input  wire press,
    input  wire window_expired,
    output wire waiting,
    output wire single_click,
    output wire double_click
);
    localparam ST_DOUBLE = 2'd0;
    localparam ST_SINGLE = 2'd1;
    localparam ST_ARMED = 2'd2;
    localparam ST_IDLE = 2'd3;
    reg [1:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_IDLE;
        end else if (current == ST_IDLE) begin
            if (press)
                current <= ST_ARMED;
        end else if (current == ST_ARMED) begin
            if (press)
                current <= ST_DOUBLE;
            else if (window_expired)
                current <= ST_SINGLE;
        end else if (current == ST_SINGLE) begin
            if (1'b1)
                current <= ST_IDLE;
        end else if (current == ST_DOUBLE) begin
            if (1'b1)
                current <= ST_IDLE;
        end
    end

    assign waiting = (current == ST_ARMED) ? 1'b1 : 1'b0;
    assign single_click = (current == ST_SINGLE) ? 1'b1 : 1'b0;
    assign double_click = (current == ST_DOUBLE) ? 1'b1 : 1'b0;
endmodule
