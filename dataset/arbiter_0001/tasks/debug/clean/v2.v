module arbiter_0001_nested_if (
    input  wire clk,
    input  wire rst,
    input  wire req0,
    input  wire req1,
    output wire grant0,
    output wire grant1,
    output wire prio
);
    localparam ST_GRANT1 = 2'd0;
    localparam ST_GRANT0 = 2'd1;
    localparam ST_IDLE1 = 2'd2;
    localparam ST_IDLE0 = 2'd3;
    reg [1:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_IDLE0;
        end else if (current == ST_IDLE0) begin
            if (req0)
                current <= ST_GRANT0;
            else if (req1)
                current <= ST_GRANT1;
        end else if (current == ST_IDLE1) begin
            if (req1)
                current <= ST_GRANT1;
            else if (req0)
                current <= ST_GRANT0;
        end else if (current == ST_GRANT0) begin
            if (!req0 && req1)
                current <= ST_GRANT1;
            else if (!req0)
                current <= ST_IDLE1;
        end else if (current == ST_GRANT1) begin
            if (!req1 && req0)
                current <= ST_GRANT0;
            else if (!req1)
                current <= ST_IDLE0;
        end
    end

    assign grant0 = (current == ST_GRANT0) ? 1'b1 : 1'b0;
    assign grant1 = (current == ST_GRANT1) ? 1'b1 : 1'b0;
    assign prio = (current == ST_IDLE1) ? 1'b1 : (current == ST_GRANT0) ? 1'b1 : 1'b0;
endmodule
