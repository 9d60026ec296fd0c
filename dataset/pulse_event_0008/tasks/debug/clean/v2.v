module pulse_event_0008_nested_if (
    input  wire clk,
    input  wire rst,
    input  wire hit_a,
    input  wire hit_b,
    output wire a_pending,
    output wire b_pending,
    output wire coincidence
);
    localparam ST_COINCIDENCE = 2'd0;
    localparam ST_B_OPEN = 2'd1;
    localparam ST_A_OPEN = 2'd2;
    localparam ST_ARMED = 2'd3;
    reg [1:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_ARMED;
        end else if (current == ST_ARMED) begin
            if (hit_a && hit_b)
                current <= ST_COINCIDENCE;
            else if (hit_a)
                current <= ST_A_OPEN;
            else if (hit_b)
                current <= ST_B_OPEN;
        end else if (current == ST_A_OPEN) begin
            if (hit_b)
                current <= ST_COINCIDENCE;
            else if (1'b1)
                current <= ST_ARMED;
        end else if (current == ST_B_OPEN) begin
            if (hit_a)
                current <= ST_COINCIDENCE;
            else if (1'b1)
                current <= ST_ARMED;
        end else if (current == ST_COINCIDENCE) begin
            if (1'b1)
                current <= ST_ARMED;
        end
    end

    assign a_pending = (current == ST_A_OPEN) ? 1'b1 : 1'b0;
    assign b_pending = (current == ST_B_OPEN) ? 1'b1 : 1'b0;
    assign coincidence = (current == ST_COINCIDENCE) ? 1'b1 : 1'b0;
endmodule
