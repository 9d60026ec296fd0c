module arbiter_0006_nested_if (
    input  wire clk,
    input  wire reset,
    input  wire urgent_req,
    input  wire normal_req,
    output wire grant_urgent,
    output wire grant_normal
);
    localparam ST_URGENT = 2'd0;
    localparam ST_NORMAL = 2'd1;
    localparam ST_FREE = 2'd2;
    reg [1:0] current;

    always @(posedge clk) begin
        if (reset) begin
            current <= ST_FREE;
        end else if (current == ST_FREE) begin
            if (urgent_req)
                current <= ST_URGENT;
            else if (normal_req)
                current <= ST_NORMAL;
        end else if (current == ST_NORMAL) begin
            if (urgent_req)
                current <= ST_URGENT;
            else if (!normal_req)
                current <= ST_FREE;
        end else if (current == ST_URGENT) begin
            if (!urgent_req && normal_req)
                current <= ST_NORMAL;
            else if (!urgent_req)
                current <= ST_FREE;
        end
    end

    assign grant_urgent = (current == ST_URGENT) ? 1'b1 : 1'b0;
    assign grant_normal = (current == ST_NORMAL) ? 1'b1 : 1'b0;
endmodule
