module mode_controller_0008_nested_if (
    input  wire       clk,
    input  wire       rst,
    input  wire [7:0] temp,
    input  wire       restart,
    output wire [1:0] throttle
);
    localparam ST_SHUTDOWN = 2'd0;
    localparam ST_THROTTLE = 2'd1;
    localparam ST_NORMAL = 2'd2;
    reg [1:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_NORMAL;
        end else if (current == ST_NORMAL) begin
            if (temp >= 8'd100)
                current <= ST_SHUTDOWN;
            else if (temp >= 8'd85)
                current <= ST_THROTTLE;
        end else if (current == ST_THROTTLE) begin
            if (temp >= 8'd100)
                current <= ST_SHUTDOWN;
            else if (temp < 8'd75)
                current <= ST_NORMAL;
        end else if (current == ST_SHUTDOWN) begin
            if (restart && temp < 8'd60)
                current <= ST_NORMAL;
        end
    end

    assign throttle = (current == ST_THROTTLE) ? 2'd1 : (current == ST_SHUTDOWN) ? 2'd3 : 2'd0;
endmodule
